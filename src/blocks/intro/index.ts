import { pageFieldLoad } from '../../content/read';
import { defineBlock } from '../../engine/block';
import { Intro } from './intro';
import { introContent, introProps } from './schema';

export const block = defineBlock({
  type: 'intro',
  description: "The page's intro (first item): heading, description and an optional button opening in a new tab; hidden until loaded and when empty.",
  props: introProps,
  content: { schema: introContent, load: pageFieldLoad('intro') },
  component: Intro,
  example: {
    content: [
      {
        text: 'Vacations Built Around Your Family',
        description: 'We listen first, then design trips that fit everyone.',
        buttonText: 'Plan my trip',
        buttonLink: '/go/',
      },
    ],
  },
});
