import { z } from 'zod';
import { monthDetailsSchema } from '../../content/contract/details-fields';
import { messageProps } from '../shared/message-props';
import { textProp } from '../shared/text-prop';

export const moreDestinationsProps = z.object({
  ...messageProps({ empty: 'No data available.', error: 'Failed to fetch data. Please try again later.' }),
  heading: textProp('More Destinations', 'Heading above the grid.'),
  linkText: textProp('Explore', 'Card link label; the country name follows it.'),
});

/** The month's `viewMoreDestinations`, each card linking to its country page. */
export const moreDestinationsContent = monthDetailsSchema.shape.viewMoreDestinations;

export type MoreDestinationsProps = z.infer<typeof moreDestinationsProps>;
export type MoreDestinationsContent = z.infer<typeof moreDestinationsContent>;
