import { defineBlock } from '../../engine/block';
import { Newsletter } from './newsletter';
import { newsletterProps } from './schema';

export const block = defineBlock({
  type: 'newsletter',
  description: "The hub's 'Curious About Travel?' newsletter box: e-mail, Sign Up (newsletter/subscribe), social links.",
  props: newsletterProps,
  component: Newsletter,
});
