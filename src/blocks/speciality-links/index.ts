import { readData } from '../../content/read';
import { defineBlock } from '../../engine/block';
import { specialityLinksContent, specialityLinksProps } from './schema';
import { SpecialityLinks } from './speciality-links';

export const block = defineBlock({
  type: 'speciality-links',
  description: 'The specialities link list from pages/specialities_list (destinations page).',
  props: specialityLinksProps,
  content: { schema: specialityLinksContent, load: (_context, read) => readData(read, 'pages/specialities_list', {}) },
  component: SpecialityLinks,
  example: { content: [{ id: 1, name: 'Family Travel', url: '/family-travel/' }] },
});
