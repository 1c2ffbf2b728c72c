import { z } from 'zod';
import { blogItem } from '../../content/contract/page-fields';

export const blogDetailProps = z.object({
  fallbackAuthor: z.string().default('Unknown').describe("Author in 'Published on {date} by {author}' when the post has none."),
  redirectTo: z.string().default('/blog/').describe('Where the visitor goes when the post cannot be found or loaded.'),
});

/** The post from Blogs/details (first item). */
export const blogDetailContent = blogItem;

export type BlogDetailProps = z.infer<typeof blogDetailProps>;
export type BlogDetailContent = z.infer<typeof blogDetailContent>;
