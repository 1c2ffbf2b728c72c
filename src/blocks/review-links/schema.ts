import { z } from 'zod';
import { reviewPageFields } from '../../content/contract/page-fields';

export const reviewLinksProps = z.object({
  titleFallback: z.string().default('Review Travel N Relax').describe('Title when the content has none.'),
  subtextFallback: z
    .string()
    .default('We value your feedback and strive to improve your travel experience!')
    .describe('Text under the title when the content has none.'),
  notFoundText: z.string().default('Review data not found.').describe('Shown when the page call answers without data.'),
  errorText: z
    .string()
    .default('Failed to load review data. Please try again later.')
    .describe('Shown in red when the page call fails.'),
});

/** The review page's fields; null when the call answered without a data object. */
export const reviewLinksContent = z.object(reviewPageFields).nullable();

export type ReviewLinksProps = z.infer<typeof reviewLinksProps>;
export type ReviewLinksContent = z.infer<typeof reviewLinksContent>;
