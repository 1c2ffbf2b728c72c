import { defineBlock } from '../../engine/block';
import { readDestinations, readTelephoneCodesOrBuiltIn } from '../../forms/option-lists';
import { EnquiryForm } from './enquiry-form';
import { exampleEnquiryContent } from './example-content';
import { enquiryFormContent, enquiryFormProps } from './schema';

export const block = defineBlock({
  type: 'enquiry-form',
  description:
    'The Your Trip and Your Details enquiry form (enquiries/register), checked on submit with the shared rules; works without JavaScript.',
  props: enquiryFormProps,
  content: {
    schema: enquiryFormContent,
    // Read here, not with hooks in the component, so the server prefetches the option lists.
    load: async (_context, read) => {
      const [destinations, telephoneCodes] = await Promise.all([readDestinations(read), readTelephoneCodesOrBuiltIn(read)]);
      return { destinations, telephoneCodes };
    },
  },
  component: EnquiryForm,
  example: { content: exampleEnquiryContent },
});
