import { z } from 'zod';
import { lenientArray } from '../../engine/lenient-array';
import { textBlockItem } from '../../content/contract/page-fields';
import { messageProps } from '../shared/message-props';

export const introductionProps = z.object({
  ...messageProps({
    empty: 'Introduction data not found.',
    error: 'Failed to load introduction data. Please try again later.',
  }),
  heading: z.string().optional().describe('Optional heading above the blocks.'),
  titleLevel: z
    .union([z.literal(2), z.literal(3)])
    .default(3)
    .describe("Heading level of each item's title: 2 when the section has no heading of its own under the page's h1."),
  maxItems: z.number().int().positive().optional().describe('Show at most this many items.'),
  imageFirst: z.boolean().default(true).describe('The first item has its image on the left; then they alternate.'),
  defaultButtonText: z
    .string()
    .optional()
    .describe("Button label of the first item when it has none (the wedding-style pages: 'Back to Home')."),
  defaultButtonLink: z.string().optional().describe("Button target of the first item when it has none (e.g. '/')."),
  buttonNewTab: z.boolean().default(true).describe('Open the buttons in a new tab (external links always do).'),
  showMessages: z
    .boolean()
    .default(true)
    .describe('Show a message when there is nothing to show or the text could not be read. Off: the message stays hidden (as on the home page).'),
});

export const introductionContent = lenientArray(textBlockItem).optional();

export type IntroductionProps = z.infer<typeof introductionProps>;
export type IntroductionContent = z.infer<typeof introductionContent>;
