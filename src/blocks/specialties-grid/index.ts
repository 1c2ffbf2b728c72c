import { pageFieldLoad } from '../../content/read';
import { defineBlock } from '../../engine/block';
import { specialtiesGridContent, specialtiesGridProps } from './schema';
import { SpecialtiesGrid } from './specialties-grid';

export const block = defineBlock({
  type: 'specialties-grid',
  description: "The page's specialities as 300 px image tiles in 1/2/3 columns; a tile opens its url in a new tab, else /page/{pageId}/.",
  props: specialtiesGridProps,
  content: { schema: specialtiesGridContent, load: pageFieldLoad('specialities') },
  component: SpecialtiesGrid,
  example: {
    props: { heading: 'Our Specialties' },
    content: [{ id: 1, name: 'Family Travel', image: '/images/demo/family-beach.svg', url: '/family-travel/' }],
  },
});
