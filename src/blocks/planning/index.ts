import { pageFieldLoad } from '../../content/read';
import { defineBlock } from '../../engine/block';
import { Planning } from './planning';
import { planningContent, planningProps } from './schema';

export const block = defineBlock({
  type: 'planning',
  description: "The page's planning call to action: heading, text and a button (to /go/ unless content says otherwise).",
  props: planningProps,
  content: { schema: planningContent, load: pageFieldLoad('planning') },
  component: Planning,
  example: {
    content: [{ text: 'Plan your family vacation', description: 'Tell us your dates; we do the rest.', buttonText: 'Plan my trip', buttonLink: '/go/' }],
  },
});
