import { z } from 'zod';
import { destinationOption, telephoneCodeOption } from '../../content/contract/details-fields';
import { textProp } from '../shared/text-prop';

export const enquiryFormProps = z.object({
  heading: textProp('Plan Your Trip With Us', 'The heading above the form.'),
  intro: textProp('Tell us about your trip and a Denver travel advisor will get back to you within two business days.', 'One or two sentences under the heading.'),
  tripLegend: textProp('Your Trip', 'Legend of the trip fields.'),
  detailsLegend: textProp('Your Details', 'Legend of the contact fields.'),
  commentsHint: textProp('Write 100-150 characters', 'Hint under the comments field (advisory only).'),
  submitText: textProp('Submit Enquiry', 'The submit button label.'),
});

/** The option lists the form reads; a failed list is logged and left empty (spec 2 §8). */
export const enquiryFormContent = z.object({
  destinations: z.array(destinationOption),
  telephoneCodes: z.array(telephoneCodeOption),
});

export type EnquiryFormProps = z.infer<typeof enquiryFormProps>;
export type EnquiryFormContent = z.infer<typeof enquiryFormContent>;
