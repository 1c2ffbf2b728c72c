import { z } from 'zod';
import { lenientArray } from '../../engine/lenient-array';
import { specialityItem } from '../../content/contract/page-fields';

export const specialtiesGridProps = z.object({
  heading: z.string().optional().describe('Heading above the grid; none when unset.'),
});

/** The page's `specialities` list (name, image, url or pageId). */
export const specialtiesGridContent = lenientArray(specialityItem).optional();

export type SpecialtiesGridProps = z.infer<typeof specialtiesGridProps>;
export type SpecialtiesGridContent = z.infer<typeof specialtiesGridContent>;
export type SpecialityTile = NonNullable<SpecialtiesGridContent>[number];
