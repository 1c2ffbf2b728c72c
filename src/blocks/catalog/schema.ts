import { z } from 'zod';
import { lenientArray } from '../../engine/lenient-array';
import { catalogItem } from '../../content/contract/page-fields';
import { textProp } from '../shared/text-prop';

export const catalogProps = z.object({
  heading: z.string().optional().describe('Heading above the catalogue; none when unset.'),
  linkText: textProp('Ready To Travel?', "Each section's call-to-action label."),
  linkHref: textProp('/go/', "Each section's call-to-action target."),
});

/** The page's `catalog` list. */
export const catalogContent = lenientArray(catalogItem).optional();

export type CatalogProps = z.infer<typeof catalogProps>;
export type CatalogContent = z.infer<typeof catalogContent>;
