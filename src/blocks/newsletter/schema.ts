import { z } from 'zod';
import { textProp } from '../shared/text-prop';

export const newsletterProps = z.object({
  heading: textProp('Curious About Travel?', 'Heading of the box (spec text).'),
  text: textProp('Get trip ideas, seasonal deals and travel tips from our Denver advisors, once a month.', 'Text under the heading.'),
  emailLabel: textProp('Your e-mail address', 'Visible label of the e-mail field.'),
  buttonText: textProp('Sign Up', 'The button label (spec text).'),
  source: textProp('inspiration', 'Stored with the address: where the visitor signed up.'),
  socialHeading: textProp('Follow us', 'Label above the social links (from site.json).'),
});

export type NewsletterProps = z.infer<typeof newsletterProps>;
