import { pageFieldLoad } from '../../content/read';
import { defineBlock } from '../../engine/block';
import { MonthGrid } from './month-grid';
import { monthGridContent, monthGridProps } from './schema';

export const block = defineBlock({
  type: 'month-grid',
  description: "The months page's tiles (page 16 monthlyDestinations), each linking to /monthly/{slug}/.",
  props: monthGridProps,
  content: { schema: monthGridContent, load: pageFieldLoad('monthlyDestinations') },
  component: MonthGrid,
  example: {
    content: [{ monthId: 1, title: 'January', subTitle: 'Cool, dry and sunny in Thailand', image: '/images/demo/month-01.svg' }],
  },
});
