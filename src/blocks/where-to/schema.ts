import { z } from 'zod';
import { lenientArray } from '../../engine/lenient-array';
import { whereToItem } from '../../content/contract/page-fields';

export const whereToProps = z.object({
  heading: z.string().default('Where to next?').describe('Heading when the content has none (or always, with fromContent false).'),
  text: z
    .string()
    .default("We'll create a vacation you'll remember forever.")
    .describe('Text when the content has none (or always, with fromContent false).'),
  buttonText: z.string().default('Plan my trip').describe('The call-to-action label.'),
  buttonLink: z.string().default('/go/').describe('The call-to-action target.'),
  fromContent: z.boolean().default(true).describe("Use the 'Where to next?' text written for this page, when it has one."),
});

export const whereToContent = lenientArray(whereToItem).optional();

export type WhereToProps = z.infer<typeof whereToProps>;
export type WhereToContent = z.infer<typeof whereToContent>;
