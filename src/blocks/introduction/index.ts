import { pageFieldLoad } from '../../content/read';
import { defineBlock } from '../../engine/block';
import { Introduction } from './introduction';
import { introductionContent, introductionProps } from './schema';

export const block = defineBlock({
  type: 'introduction',
  description: "The page's introduction items as alternating image and text blocks with optional buttons.",
  props: introductionProps,
  content: { schema: introductionContent, load: pageFieldLoad('introduction') },
  component: Introduction,
  example: {
    content: [
      { id: 1, text: 'Why families choose us', description: 'Twenty years of trips.', image: '/images/fallback/banner.svg' },
    ],
  },
});
