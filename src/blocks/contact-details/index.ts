import { defineBlock } from '../../engine/block';
import { ContactDetails } from './contact-details';
import { contactDetailsProps } from './schema';

export const block = defineBlock({
  type: 'contact-details',
  description:
    "The contact page's cards: call us (the phone), office hours, and the logo with the address, e-mail and six social links, all from site.json.",
  props: contactDetailsProps,
  component: ContactDetails,
  example: { props: { cards: ['call-us', 'office-hours', 'address'] } },
});
