import type { z } from 'zod';
import { monthlyDestinationItem } from '../../content/contract/page-fields';
import { headedListSchemas } from '../shared/headed-list-schemas';

/** Props: the spec texts and the heading. Content: page 16's `monthlyDestinations`: one tile per month. */
export const { props: monthGridProps, content: monthGridContent } = headedListSchemas(monthlyDestinationItem, { empty: 'No data available.', error: 'Failed to fetch data. Please try again later.', heading: 'Choose Your Travel Month', headingHelp: 'Heading above the tiles.' });

export type MonthGridProps = z.infer<typeof monthGridProps>;
export type MonthGridContent = z.infer<typeof monthGridContent>;
