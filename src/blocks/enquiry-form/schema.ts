import { z } from 'zod';
import { destinationOption, telephoneCodeOption } from '../../content/contract/details-fields';

export const enquiryFormProps = z.object({
  heading: z.string().default('Plan Your Trip With Us').describe('The heading above the form.'),
  intro: z
    .string()
    .default('Tell us about your trip and a Denver travel advisor will get back to you within two business days.')
    .describe('One or two sentences under the heading.'),
  tripLegend: z.string().default('Your Trip').describe('Legend of the trip fields.'),
  detailsLegend: z.string().default('Your Details').describe('Legend of the contact fields.'),
  commentsHint: z.string().default('Write 100-150 characters').describe('Hint under the comments field (advisory only).'),
  submitText: z.string().default('Submit Enquiry').describe('The submit button label.'),
});

/** The option lists the form reads; a failed list is logged and left empty (spec 2 §8). */
export const enquiryFormContent = z.object({
  destinations: z.array(destinationOption),
  telephoneCodes: z.array(telephoneCodeOption),
});

export type EnquiryFormProps = z.infer<typeof enquiryFormProps>;
export type EnquiryFormContent = z.infer<typeof enquiryFormContent>;
