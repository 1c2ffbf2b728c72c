import { z } from 'zod';
import { lenientArray } from '../../engine/lenient-array';
import { partnerItem } from '../../content/contract/page-fields';

export const partnersProps = z.object({
  heading: z.string().optional().describe('Heading above the logos; none when unset.'),
});

/** The page's `partners` list (the home page reads pageId 2's: set `pageId: 2` on the section). */
export const partnersContent = lenientArray(partnerItem).optional();

export type PartnersProps = z.infer<typeof partnersProps>;
export type PartnersContent = z.infer<typeof partnersContent>;
