import { pageFieldLoadWhen } from '../../content/read';
import { defineBlock, type BlockContext } from '../../engine/block';
import { Planning } from './planning';
import { planningContent, planningProps, type PlanningProps } from './schema';

export const block = defineBlock({
  type: 'planning',
  description: "The page's planning call to action: heading, text and a button (to /go/ unless content says otherwise).",
  props: planningProps,
  content: { schema: planningContent, load: pageFieldLoadWhen('planning', (context: BlockContext & { props: PlanningProps }) => context.props.fromContent) },
  component: Planning,
  example: {
    content: [{ text: 'Plan your family vacation', description: 'Tell us your dates; we do the rest.', buttonText: 'Plan my trip', buttonLink: '/go/' }],
  },
});
