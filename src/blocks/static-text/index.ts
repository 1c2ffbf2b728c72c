import { defineBlock } from '../../engine/block';
import { staticTextProps } from './schema';
import { StaticText } from './static-text';

export const block = defineBlock({
  type: 'static-text',
  description: 'Plain static text from the page config (legal, customer service, accessibility): heading, paragraphs, parts.',
  props: staticTextProps,
  component: StaticText,
  // An added section goes under the page's banner, which holds the page's H1: a section heading.
  example: {
    props: {
      heading: 'Good to Know Before You Book',
      headingLevel: 2,
      parts: [{ heading: 'Bookings', paragraphs: ['Every booking is confirmed in writing.'], list: [] }],
    },
  },
});
