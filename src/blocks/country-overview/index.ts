import { defineBlock } from '../../engine/block';
import { detailsPart, readCountryDetails } from '../shared/place-details';
import { CountryOverview } from './country-overview';
import { countryOverviewContent, countryOverviewProps } from './schema';

export const block = defineBlock({
  type: 'country-overview',
  description: "The country page's overview: title, description and an optional button opening in a new tab.",
  props: countryOverviewProps,
  content: {
    schema: countryOverviewContent,
    load: async (context, read) => detailsPart(await readCountryDetails(read, context.params.id ?? ''), 'overViewData'),
  },
  component: CountryOverview,
  example: {
    content: {
      overviewTitle: 'Discover Kenya',
      overviewDescription: 'Kenya is where safari began.',
      overviewButtonText: 'Plan my safari',
      overviewButtonLink: '/landing-kenya-vacations/',
    },
  },
});
