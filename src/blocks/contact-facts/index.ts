import { defineBlock } from '../../engine/block';
import { ContactFacts } from './contact-facts';
import { contactFactsProps } from './schema';

export const block = defineBlock({
  type: 'contact-facts',
  description: "The agency's phone, e-mail, hours or address from site.json, with optional links and a note.",
  props: contactFactsProps,
  component: ContactFacts,
  example: { props: { facts: ['phone', 'email', 'customerServiceHours'] } },
});
