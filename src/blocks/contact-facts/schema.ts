import { z } from 'zod';
import { textProp } from '../shared/text-prop';

export const contactFactNames = ['phone', 'email', 'customerServiceHours', 'officeHours', 'address'] as const;

const link = z.object({
  label: z.string().min(1).describe('Visible link text.'),
  href: z.string().min(1).describe('A canonical site path (with trailing slash, optionally #anchor) or an https URL.'),
});

/** The agency's contact facts, read from the site config so they are written in one place. */
export const contactFactsProps = z.object({
  heading: textProp('Contact Us', 'Heading of the box.'),
  intro: z.string().optional().describe('A line under the heading.'),
  facts: z
    .array(z.enum(contactFactNames))
    .default(['phone', 'email'])
    .describe('Which facts to show, in order (values come from site.json).'),
  links: z.array(link).default([]).describe('Links under the facts (e.g. the FAQ).'),
  note: z.string().optional().describe('A closing note, e.g. how to give feedback.'),
});

export type ContactFactsProps = z.infer<typeof contactFactsProps>;
export type ContactFactName = (typeof contactFactNames)[number];
