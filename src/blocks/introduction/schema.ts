import { z } from 'zod';
import { textBlockItem } from '../../content/contract/page-fields';
import { messageProps } from '../shared/message-props';

export const introductionProps = z.object({
  ...messageProps({
    empty: 'Introduction data not found.',
    error: 'Failed to load introduction data. Please try again later.',
  }),
  heading: z.string().optional().describe('Optional heading above the blocks.'),
  maxItems: z.number().int().positive().optional().describe('Show at most this many items.'),
  imageFirst: z.boolean().default(true).describe('The first item has its image on the left; then they alternate.'),
});

export const introductionContent = z.array(textBlockItem).optional();

export type IntroductionProps = z.infer<typeof introductionProps>;
export type IntroductionContent = z.infer<typeof introductionContent>;
