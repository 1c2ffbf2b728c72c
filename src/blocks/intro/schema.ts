import { z } from 'zod';
import { lenientArray } from '../../engine/lenient-array';
import { introItem } from '../../content/contract/page-fields';
import { textProp } from '../shared/text-prop';

export const introProps = z.object({
  failureLog: textProp('Error fetching intro data. Please try again later.', 'Logged (not shown) when the content cannot be loaded.'),
});

/** The page's `intro` list; the first item is shown. */
export const introContent = lenientArray(introItem).optional();

export type IntroProps = z.infer<typeof introProps>;
export type IntroContent = z.infer<typeof introContent>;
