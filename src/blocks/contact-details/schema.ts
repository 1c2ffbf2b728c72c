import { z } from 'zod';

export const contactCardNames = ['call-us', 'office-hours', 'address'] as const;

export const contactDetailsProps = z.object({
  cards: z
    .array(z.enum(contactCardNames))
    .default([...contactCardNames])
    .describe('Which cards to show, in order: the call-us card, the office-hours card, the logo and address card.'),
  callUsHeading: z.string().default('Call Us').describe('Heading of the call-us card.'),
  callUsText: z.string().default('Prefer to talk it through? A Denver travel advisor is a call away.').describe('Line above the phone number.'),
  hoursHeading: z.string().default('Office Hours').describe('Heading of the office-hours card (the lines come from site.json).'),
  addressHeading: z.string().default('Visit Us').describe('Heading of the logo and address card.'),
  socialHeading: z.string().default('Follow our travels').describe('Label above the six social links.'),
});

export type ContactDetailsProps = z.infer<typeof contactDetailsProps>;
export type ContactCardName = (typeof contactCardNames)[number];
