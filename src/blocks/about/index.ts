import { pageFieldLoad } from '../../content/read';
import { defineBlock } from '../../engine/block';
import { About } from './about';
import { aboutContent, aboutProps } from './schema';

export const block = defineBlock({
  type: 'about',
  description: "About the agency (first item of the page's `about`): image, heading, description and a button to buttonLink or '#'.",
  props: aboutProps,
  content: { schema: aboutContent, load: pageFieldLoad('about') },
  component: About,
  example: {
    content: [
      {
        text: 'Two Decades of Getting the Details Right',
        description: 'Families deserve a real person who answers the phone.',
        image: '/images/demo/about-denver.svg',
        buttonText: 'Meet Sarah',
        buttonLink: '/sarah-mitchell/',
      },
    ],
  },
});
