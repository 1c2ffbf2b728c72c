import { defineBlock } from '../../engine/block';
import { trendingCardsProps } from './schema';
import { TrendingCards } from './trending-cards';

export const block = defineBlock({
  type: 'trending-cards',
  description: "The hub's 'Trending Now' grid of static cards (image, category 'Places', country, title).",
  props: trendingCardsProps,
  component: TrendingCards,
});
