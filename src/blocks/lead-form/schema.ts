import { z } from 'zod';
import { countryItem } from '../../content/contract/details-fields';
import { LEAD_PAGE } from '../../forms/lead-rules';
import { textProp } from '../shared/text-prop';

export const leadFormProps = z.object({
  heading: textProp('Talk to a Family Travel Expert', 'The heading beside the form.'),
  intro: textProp('Tell us a little about your trip. A Denver travel advisor will call you back, usually within one business day.', 'A sentence or two under the heading.'),
  points: z
    .array(z.string().min(1))
    .default(['A plan built around your family', 'No fees for our planning time', 'A real person to call before, during and after'])
    .describe('Short reasons to ask, shown as a list beside the form.'),
  leadPage: z
    .string()
    .regex(LEAD_PAGE, 'lower-case letters, digits and hyphens, e.g. landing-cruise')
    .optional()
    .describe("The page marker sent as lead_page; defaults to the page's path without slashes (e.g. landing-cruise)."),
  commentHint: textProp('Write 100-150 characters', 'Hint under the comment field (advisory only).'),
  submitText: textProp('Talk to a Travel Expert', 'The submit button label.'),
});

/** The country list of pages/country; a failed list is logged and left empty. */
export const leadFormContent = z.object({ countries: z.array(countryItem) });

export type LeadFormProps = z.infer<typeof leadFormProps>;
export type LeadFormContent = z.infer<typeof leadFormContent>;
