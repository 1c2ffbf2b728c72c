import { z } from 'zod';
import { countryDetailsSchema } from '../../content/contract/details-fields';
import { messageProps } from '../shared/message-props';

export const countryOverviewProps = z.object({
  ...messageProps({ empty: 'No data available.', error: 'Failed to fetch overview data. Please try again later.' }),
});

/** The country's `overViewData`: title, description and an optional button opening in a new tab. */
export const countryOverviewContent = countryDetailsSchema.shape.overViewData;

export type CountryOverviewProps = z.infer<typeof countryOverviewProps>;
export type CountryOverviewContent = z.infer<typeof countryOverviewContent>;
