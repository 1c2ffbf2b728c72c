import { z } from 'zod';
import { blogItem } from '../../content/contract/page-fields';
import { textProp } from '../shared/text-prop';

export const blogDetailProps = z.object({
  fallbackAuthor: textProp('Unknown', "Author in 'Published on {date} by {author}' when the post has none."),
  redirectTo: textProp('/blog/', 'Where the visitor goes when the post cannot be found or loaded.'),
});

/** The post from Blogs/details (first item). */
export const blogDetailContent = blogItem;

export type BlogDetailProps = z.infer<typeof blogDetailProps>;
export type BlogDetailContent = z.infer<typeof blogDetailContent>;
