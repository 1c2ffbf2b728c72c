import { z } from 'zod';
import { lenientArray } from '../../engine/lenient-array';
import { monthlyDestinationItem } from '../../content/contract/page-fields';
import { messageProps } from '../shared/message-props';
import { textProp } from '../shared/text-prop';

export const monthGridProps = z.object({
  ...messageProps({ empty: 'No data available.', error: 'Failed to fetch data. Please try again later.' }),
  heading: textProp('Choose Your Travel Month', 'Heading above the tiles.'),
});

/** Page 16's `monthlyDestinations`: one tile per month. */
export const monthGridContent = lenientArray(monthlyDestinationItem).optional();

export type MonthGridProps = z.infer<typeof monthGridProps>;
export type MonthGridContent = z.infer<typeof monthGridContent>;
