import { z } from 'zod';
import { lenientArray } from '../../engine/lenient-array';
import { whereToItem } from '../../content/contract/page-fields';
import { textProp } from '../shared/text-prop';

export const whereToProps = z.object({
  heading: textProp('Where to next?', 'Heading when the content has none (or always, with fromContent false).'),
  text: textProp("We'll create a vacation you'll remember forever.", 'Text when the content has none (or always, with fromContent false).'),
  buttonText: textProp('Plan my trip', 'The call-to-action label.'),
  buttonLink: textProp('/go/', 'The call-to-action target.'),
  fromContent: z.boolean().default(true).describe("Use the 'Where to next?' text written for this page, when it has one."),
});

export const whereToContent = lenientArray(whereToItem).optional();

export type WhereToProps = z.infer<typeof whereToProps>;
export type WhereToContent = z.infer<typeof whereToContent>;
