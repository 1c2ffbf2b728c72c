import { z } from 'zod';
import { lenientArray } from '../../engine/lenient-array';
import { blogItem } from '../../content/contract/page-fields';

export const blogGridProps = z.object({
  heading: z.string().optional().describe('Heading above the grid; none when unset.'),
  fallbackAuthor: z.string().default('Unknown Author').describe('Author shown when a post has none.'),
  commentsLabel: z.string().default('20 Comments').describe('The fixed comments label of every card.'),
});

/** The `blogs` of Blogs/list. */
export const blogGridContent = lenientArray(blogItem).optional();

export type BlogGridProps = z.infer<typeof blogGridProps>;
export type BlogGridContent = z.infer<typeof blogGridContent>;
