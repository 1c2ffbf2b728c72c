import { z } from 'zod';
import { lenientArray } from '../../engine/lenient-array';
import { destinationNameItem, imageItem } from '../../content/contract/page-fields';
import { messageProps } from '../shared/message-props';
import { textProp } from '../shared/text-prop';

export const destinationsListProps = z.object({
  ...messageProps({ empty: 'No data available.', error: 'Failed to fetch data. Please try again later.' }),
  heading: textProp('Our Destinations', 'Heading above the destination names.'),
  text: textProp('Places our advisors know first-hand. Pick one to see what a trip there could look like.', 'Short text under the heading.'),
});

/** Page 17's `destinations` (id, name) and `image` list (the first image is shown). */
export const destinationsListContent = z.object({
  destinations: lenientArray(destinationNameItem).nullish().transform((v) => v ?? []),
  image: lenientArray(imageItem).nullish().transform((v) => v ?? []),
});

export type DestinationsListProps = z.infer<typeof destinationsListProps>;
export type DestinationsListContent = z.infer<typeof destinationsListContent>;
