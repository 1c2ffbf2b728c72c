import { defineBlock } from '../../engine/block';
import { valueCardsProps } from './schema';
import { ValueCards } from './value-cards';

export const block = defineBlock({
  type: 'value-cards',
  description: "The about page's value cards (Honor, Diligence, Legacy); static copy in the props.",
  props: valueCardsProps,
  component: ValueCards,
});
