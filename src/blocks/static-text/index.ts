import { defineBlock } from '../../engine/block';
import { staticTextProps } from './schema';
import { StaticText } from './static-text';

export const block = defineBlock({
  type: 'static-text',
  description: 'Plain static text from the page config (legal, customer service, accessibility): heading, paragraphs, parts.',
  props: staticTextProps,
  component: StaticText,
  example: {
    props: {
      heading: 'Terms of Use',
      headingLevel: 1,
      parts: [{ heading: 'Bookings', paragraphs: ['Every booking is confirmed in writing.'], list: [] }],
    },
  },
});
