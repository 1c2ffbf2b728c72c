import { z } from 'zod';
import { lenientArray } from '../../engine/lenient-array';
import { introItem } from '../../content/contract/page-fields';

export const introProps = z.object({
  failureLog: z
    .string()
    .default('Error fetching intro data. Please try again later.')
    .describe('Logged (not shown) when the content cannot be loaded.'),
});

/** The page's `intro` list; the first item is shown. */
export const introContent = lenientArray(introItem).optional();

export type IntroProps = z.infer<typeof introProps>;
export type IntroContent = z.infer<typeof introContent>;
