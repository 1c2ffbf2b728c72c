import { z } from 'zod';
import { lenientArray } from '../../engine/lenient-array';
import { specialityLinkItem } from '../../content/contract/details-fields';
import { messageProps } from '../shared/message-props';
import { textProp } from '../shared/text-prop';

export const specialityLinksProps = z.object({
  ...messageProps({ empty: 'No data available.', error: 'Failed to load specialties. Please try again later.' }),
  heading: textProp('Our Specialties', 'Heading above the links.'),
});

/** `pages/specialities_list`: id, name, url. */
export const specialityLinksContent = lenientArray(specialityLinkItem).optional();

export type SpecialityLinksProps = z.infer<typeof specialityLinksProps>;
export type SpecialityLinksContent = z.infer<typeof specialityLinksContent>;
