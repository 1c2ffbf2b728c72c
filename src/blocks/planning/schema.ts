import { z } from 'zod';
import { lenientArray } from '../../engine/lenient-array';
import { textBlockItem } from '../../content/contract/page-fields';
import { messageProps } from '../shared/message-props';
import { textProp } from '../shared/text-prop';

export const planningProps = z.object({
  // Spec 1 §8: empty data is 'No planning data found.', shown grey like the other blocks' empty lines (issue 35).
  ...messageProps({
    empty: 'No planning data found.',
    error: 'Failed to load planning data. Please try again later.',
  }),
  defaultHeading: z
    .string()
    .optional()
    .describe('Heading used when the content has none (e.g. "Start Planning Your Group Adventure"); then no empty text shows.'),
  defaultText: z.string().optional().describe('Text used with defaultHeading when the content has none.'),
  button: z
    .boolean()
    .default(true)
    .describe("Show the button. Off: the section is text only (the family page's planning text, with its 'Where to next?' section below)."),
  defaultButtonText: textProp('Plan my trip', 'Button label when the content has none.'),
  defaultButtonLink: textProp('/go/', 'Button target when the content has none.'),
  fromContent: z
    .boolean()
    .default(true)
    .describe("Use the planning text written for this page. Off: the default heading, text and button only (as on the landing pages)."),
});

export const planningContent = lenientArray(textBlockItem).optional();

export type PlanningProps = z.infer<typeof planningProps>;
export type PlanningContent = z.infer<typeof planningContent>;
