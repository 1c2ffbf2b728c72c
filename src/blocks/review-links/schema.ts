import { z } from 'zod';
import { reviewPageFields } from '../../content/contract/page-fields';
import { textProp } from '../shared/text-prop';

export const reviewLinksProps = z.object({
  titleFallback: textProp('Review Travel N Relax', 'Title when the content has none.'),
  subtextFallback: textProp('We value your feedback and strive to improve your travel experience!', 'Text under the title when the content has none.'),
  notFoundText: textProp('Review data not found.', 'Shown when the page call answers without data.'),
  errorText: textProp('Failed to load review data. Please try again later.', 'Shown in red when the page call fails.'),
});

/** The review page's fields; null when the call answered without a data object. */
export const reviewLinksContent = z.object(reviewPageFields).nullable();

export type ReviewLinksProps = z.infer<typeof reviewLinksProps>;
export type ReviewLinksContent = z.infer<typeof reviewLinksContent>;
