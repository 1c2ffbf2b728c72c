import type { z } from 'zod';
import { textBlockItem } from '../../content/contract/page-fields';
import { headedListSchemas } from '../shared/headed-list-schemas';

/** Props: the spec texts and the heading. Content: the page's `certifications` list: each item's description holds one certification per line. */
export const { props: certificationsProps, content: certificationsContent } = headedListSchemas(textBlockItem, { empty: 'No certification data found.', error: 'Failed to load content. Please try again later.', heading: 'Certifications', headingHelp: "Heading when the content's item has no text." });

export type CertificationsProps = z.infer<typeof certificationsProps>;
export type CertificationsContent = z.infer<typeof certificationsContent>;
