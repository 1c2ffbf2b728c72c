import { z } from 'zod';
import { lenientArray } from '../../engine/lenient-array';
import { textBlockItem } from '../../content/contract/page-fields';
import { messageProps } from '../shared/message-props';

export const mottoProps = z.object({
  ...messageProps({ empty: 'No motto data found.', error: 'Error fetching data. Please try again.' }),
  parallax: z.number().min(0).max(1).default(0.2).describe('Background moves by this share of the scroll distance.'),
});

/** The page's `motto` list; the first item is shown. */
export const mottoContent = lenientArray(textBlockItem).optional();

export type MottoProps = z.infer<typeof mottoProps>;
export type MottoContent = z.infer<typeof mottoContent>;
