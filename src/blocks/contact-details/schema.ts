import { z } from 'zod';
import { textProp } from '../shared/text-prop';

export const contactCardNames = ['call-us', 'office-hours', 'address'] as const;

export const contactDetailsProps = z.object({
  cards: z
    .array(z.enum(contactCardNames))
    .default([...contactCardNames])
    .describe('Which cards to show, in order: the call-us card, the office-hours card, the logo and address card.'),
  callUsHeading: textProp('Call Us', 'Heading of the call-us card.'),
  callUsText: textProp('Prefer to talk it through? A Denver travel advisor is a call away.', 'Line above the phone number.'),
  hoursHeading: textProp('Office Hours', 'Heading of the office-hours card (the lines come from site.json).'),
  addressHeading: textProp('Visit Us', 'Heading of the logo and address card.'),
  socialHeading: textProp('Follow our travels', 'Label above the six social links.'),
});

export type ContactDetailsProps = z.infer<typeof contactDetailsProps>;
export type ContactCardName = (typeof contactCardNames)[number];
