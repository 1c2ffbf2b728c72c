import { pageFieldLoad } from '../../content/read';
import { defineBlock } from '../../engine/block';
import { Certifications } from './certifications';
import { certificationsContent, certificationsProps } from './schema';

export const block = defineBlock({
  type: 'certifications',
  description: "An advisor's certifications list (page `certifications`), one bullet per line.",
  props: certificationsProps,
  content: { schema: certificationsContent, load: pageFieldLoad('certifications') },
  component: Certifications,
  example: { content: [{ id: 1, text: 'Certifications', description: 'Certified Travel Associate\nDisney Specialist' }] },
});
