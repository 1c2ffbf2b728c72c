import { defineBlock } from '../../engine/block';
import { readCountries } from '../../forms/option-lists';
import { LeadForm } from './lead-form';
import { leadFormContent, leadFormProps } from './schema';

export const block = defineBlock({
  type: 'lead-form',
  description:
    "The landing pages' lead form (enquiries/lead_contact) tagged with the page's marker, checked on submit with the shared rules; works without JavaScript.",
  props: leadFormProps,
  content: {
    schema: leadFormContent,
    // Read here, so the server prefetches the country list with the page.
    load: async (_context, read) => ({ countries: await readCountries(read) }),
  },
  component: LeadForm,
  example: {
    content: {
      countries: [
        { id: 1, name: 'United States' },
        { id: 2, name: 'Canada' },
      ],
    },
  },
});
