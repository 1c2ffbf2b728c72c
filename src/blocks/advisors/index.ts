import { pageFieldLoad } from '../../content/read';
import { defineBlock } from '../../engine/block';
import { Advisors } from './advisors';
import { advisorsContent, advisorsProps } from './schema';

export const block = defineBlock({
  type: 'advisors',
  description: "'Meet your travel advisors': the configured advisors matched by name in the page's `advisors`, with placeholders when one is missing.",
  props: advisorsProps,
  content: { schema: advisorsContent, load: pageFieldLoad('advisors') },
  component: Advisors,
  example: {
    content: [
      {
        name: 'Sarah Mitchell',
        designation: 'Founder & Lead Family Travel Advisor',
        description: 'A mom of three who has planned family trips on six continents.',
        image: '/images/demo/advisor-sarah-mitchell.svg',
      },
    ],
  },
});
