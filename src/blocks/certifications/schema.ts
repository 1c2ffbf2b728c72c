import { z } from 'zod';
import { lenientArray } from '../../engine/lenient-array';
import { textBlockItem } from '../../content/contract/page-fields';
import { messageProps } from '../shared/message-props';
import { textProp } from '../shared/text-prop';

export const certificationsProps = z.object({
  ...messageProps({ empty: 'No certification data found.', error: 'Failed to load content. Please try again later.' }),
  heading: textProp('Certifications', "Heading when the content's item has no text."),
});

/** The page's `certifications` list: each item's description holds one certification per line. */
export const certificationsContent = lenientArray(textBlockItem).optional();

export type CertificationsProps = z.infer<typeof certificationsProps>;
export type CertificationsContent = z.infer<typeof certificationsContent>;
