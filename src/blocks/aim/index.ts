import { pageFieldLoad } from '../../content/read';
import { defineBlock } from '../../engine/block';
import { Aim } from './aim';
import { aimContent, aimProps } from './schema';

export const block = defineBlock({
  type: 'aim',
  description: "The about page's aim block (page `aim` list, first item): heading, text and image.",
  props: aimProps,
  content: { schema: aimContent, load: pageFieldLoad('aim') },
  component: Aim,
  example: { content: [{ id: 1, text: 'Our Aim', description: 'Vacations that bring families closer.', image: '/images/demo/about-team.svg' }] },
});
