import { defineBlock } from '../../engine/block';
import { detailsPart, readMonthDetails } from '../shared/place-details';
import { MonthIntro } from './month-intro';
import { monthIntroContent, monthIntroProps } from './schema';

export const block = defineBlock({
  type: 'month-intro',
  description: "The month detail page's introduction (title, description, optional button), month found by the route slug.",
  props: monthIntroProps,
  content: {
    schema: monthIntroContent,
    load: async (context, read) => detailsPart(await readMonthDetails(read, context.params.slug ?? ''), 'introduction'),
  },
  component: MonthIntro,
  example: {
    content: { title: 'Where to Travel in January', description: 'Thailand at its best.', buttonText: 'Plan my trip', buttonLink: '/go/' },
  },
});
