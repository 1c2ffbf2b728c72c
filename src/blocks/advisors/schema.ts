import { z } from 'zod';
import { lenientArray } from '../../engine/lenient-array';
import { advisorItem } from '../../content/contract/page-fields';

export const advisorsProps = z.object({
  heading: z.string().default('Meet your travel advisors').describe('Heading above the profiles.'),
  names: z
    .array(z.string().min(1))
    .min(1)
    .max(4)
    .default(['Sarah Mitchell', 'David Brooks'])
    .describe("The advisors to show, in order, matched case-insensitively by name; each links to /{name as slug}/."),
  placeholderName: z.string().default('Advisor Name').describe('Shown when an advisor is missing from the content.'),
  placeholderDesignation: z.string().default('Advisor Designation').describe('Shown when an advisor is missing.'),
  placeholderDescription: z
    .string()
    .default('Our experienced travel advisors plan every detail of your trip, so your family can simply enjoy it.')
    .describe('Shown when an advisor is missing or has no description.'),
  placeholderButtonText: z
    .string()
    .default('Meet Our Team')
    .describe("The button of a placeholder card (an advisor missing from the content): it names no advisor, and goes to placeholderButtonLink."),
  placeholderButtonLink: z.string().default('/about-our-travel-agency/').describe("Where a placeholder card's button goes."),
  buttonText: z.string().default('About {name}').describe('The profile button; {name} is the advisor name from names.'),
});

/** The page's `advisors` list. */
export const advisorsContent = lenientArray(advisorItem).optional();

export type AdvisorsProps = z.infer<typeof advisorsProps>;
export type AdvisorsContent = z.infer<typeof advisorsContent>;
