import { defineBlock } from '../../engine/block';
import { InspirationTabs } from './inspiration-tabs';
import { inspirationTabsProps } from './schema';

export const block = defineBlock({
  type: 'inspiration-tabs',
  description: "The trip-inspiration hub's heading and tab links (MONTH, INSPIRATION, TRIP FINDER, MOST POPULAR).",
  props: inspirationTabsProps,
  component: InspirationTabs,
});
