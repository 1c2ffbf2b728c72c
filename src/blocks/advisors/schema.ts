import { z } from 'zod';
import { lenientArray } from '../../engine/lenient-array';
import { advisorItem } from '../../content/contract/page-fields';
import { textProp } from '../shared/text-prop';

export const advisorsProps = z.object({
  heading: textProp('Meet your travel advisors', 'Heading above the profiles.'),
  names: z
    .array(z.string().min(1))
    .min(1)
    .max(4)
    .default(['Sarah Mitchell', 'David Brooks'])
    .describe("The advisors to show, in order, matched case-insensitively by name; each links to /{name as slug}/."),
  placeholderName: textProp('Advisor Name', 'Shown when an advisor is missing from the content.'),
  placeholderDesignation: textProp('Advisor Designation', 'Shown when an advisor is missing.'),
  placeholderDescription: textProp('Our experienced travel advisors plan every detail of your trip, so your family can simply enjoy it.', 'Shown when an advisor is missing or has no description.'),
  placeholderButtonText: textProp('Meet Our Team', "The button of a placeholder card (an advisor missing from the content): it names no advisor, and goes to placeholderButtonLink."),
  placeholderButtonLink: textProp('/about-our-travel-agency/', "Where a placeholder card's button goes."),
  buttonText: textProp('About {name}', 'The profile button; {name} is the advisor name from names.'),
});

/** The page's `advisors` list. */
export const advisorsContent = lenientArray(advisorItem).optional();

export type AdvisorsProps = z.infer<typeof advisorsProps>;
export type AdvisorsContent = z.infer<typeof advisorsContent>;
