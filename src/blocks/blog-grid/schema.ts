import { z } from 'zod';
import { lenientArray } from '../../engine/lenient-array';
import { blogItem } from '../../content/contract/page-fields';
import { messageProps } from '../shared/message-props';
import { textProp } from '../shared/text-prop';

export const blogGridProps = z.object({
  // Spec 2 §4's content-block states (the blog list has no texts of its own): 'Loading...', an error in red, 'No data available.'.
  ...messageProps({ empty: 'No data available.', error: 'Failed to fetch data. Please try again later.' }),
  heading: z.string().optional().describe('Heading above the grid; none when unset.'),
  fallbackAuthor: textProp('Unknown Author', 'Author shown when a post has none.'),
  commentsLabel: textProp('20 Comments', 'The fixed comments label of every card.'),
});

/** The `blogs` of Blogs/list. */
export const blogGridContent = lenientArray(blogItem).optional();

export type BlogGridProps = z.infer<typeof blogGridProps>;
export type BlogGridContent = z.infer<typeof blogGridContent>;
