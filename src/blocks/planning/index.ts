import { pageFieldLoad } from '../../content/read';
import { defineBlock, type BlockContext, type ContentReader } from '../../engine/block';
import { Planning } from './planning';
import { planningContent, planningProps, type PlanningProps } from './schema';

const loadPlanning = pageFieldLoad('planning');

export const block = defineBlock({
  type: 'planning',
  description: "The page's planning call to action: heading, text and a button (to /go/ unless content says otherwise).",
  props: planningProps,
  content: {
    schema: planningContent,
    load: (context: BlockContext & { props: PlanningProps }, read: ContentReader) =>
      context.props.fromContent ? loadPlanning(context, read) : Promise.resolve(undefined),
  },
  component: Planning,
  example: {
    content: [{ text: 'Plan your family vacation', description: 'Tell us your dates; we do the rest.', buttonText: 'Plan my trip', buttonLink: '/go/' }],
  },
});
