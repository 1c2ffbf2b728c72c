import { defineBlock } from '../../engine/block';
import { ContactThemedLinks } from './contact-themed-links';
import { contactThemedLinksProps } from './schema';

export const block = defineBlock({
  type: 'contact-themed-links',
  description: "Links to the themed pages at their canonical paths and a 'Ready To Travel?' button.",
  props: contactThemedLinksProps,
  component: ContactThemedLinks,
});
