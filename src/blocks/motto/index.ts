import { pageFieldLoad } from '../../content/read';
import { defineBlock } from '../../engine/block';
import { Motto } from './motto';
import { mottoContent, mottoProps } from './schema';

export const block = defineBlock({
  type: 'motto',
  description: "The page's motto over a background image (default image when missing), with parallax.",
  props: mottoProps,
  content: { schema: mottoContent, load: pageFieldLoad('motto') },
  component: Motto,
  example: {
    content: [
      {
        text: 'Travel is the only thing you buy that makes you richer',
        description: 'Memories made together last a lifetime.',
        backgroundImage: '/images/fallback/motto-background.svg',
      },
    ],
  },
});
