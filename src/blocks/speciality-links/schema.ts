import type { z } from 'zod';
import { specialityLinkItem } from '../../content/contract/details-fields';
import { headedListSchemas } from '../shared/headed-list-schemas';

/** Props: the spec texts and the heading. Content: `pages/specialities_list`: id, name, url. */
export const { props: specialityLinksProps, content: specialityLinksContent } = headedListSchemas(specialityLinkItem, { empty: 'No data available.', error: 'Failed to load specialties. Please try again later.', heading: 'Our Specialties', headingHelp: 'Heading above the links.' });

export type SpecialityLinksProps = z.infer<typeof specialityLinksProps>;
export type SpecialityLinksContent = z.infer<typeof specialityLinksContent>;
