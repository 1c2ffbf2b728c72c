import { z } from 'zod';
import { lenientArray } from '../../engine/lenient-array';
import { textBlockItem } from '../../content/contract/page-fields';
import { messageProps } from '../shared/message-props';

export const advisorIntroProps = z.object({
  ...messageProps({
    empty: 'No introduction data found.',
    error: 'Failed to load introduction data. Please try again later.',
  }),
  parallax: z.number().min(0).max(1).default(0.5).describe('Background moves by this share of the scroll distance (spec: 0.5).'),
  role: z.string().optional().describe('A line under the name, e.g. "Family Travel Advisor".'),
});

/** The advisor page's `introduction` list; the first item is the advisor (name, text, photo, background). */
export const advisorIntroContent = lenientArray(textBlockItem).optional();

export type AdvisorIntroProps = z.infer<typeof advisorIntroProps>;
export type AdvisorIntroContent = z.infer<typeof advisorIntroContent>;
