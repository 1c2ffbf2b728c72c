import { z } from 'zod';
import { lenientArray } from '../../engine/lenient-array';
import { catalogItem } from '../../content/contract/page-fields';

export const catalogProps = z.object({
  heading: z.string().optional().describe('Heading above the catalogue; none when unset.'),
  linkText: z.string().default('Ready To Travel?').describe("Each section's call-to-action label."),
  linkHref: z.string().default('/go/').describe("Each section's call-to-action target."),
});

/** The page's `catalog` list. */
export const catalogContent = lenientArray(catalogItem).optional();

export type CatalogProps = z.infer<typeof catalogProps>;
export type CatalogContent = z.infer<typeof catalogContent>;
