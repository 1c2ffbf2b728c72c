import { defineBlock } from '../../engine/block';
import { detailsPart, readPlaceDetails } from '../shared/place-details';
import { DestinationDetails } from './destination-details';
import { destinationDetailsContent, destinationDetailsProps } from './schema';

export const block = defineBlock({
  type: 'destination-details',
  description: "Destination details of the route's month or country: country name, description and four images.",
  props: destinationDetailsProps,
  content: {
    schema: destinationDetailsContent,
    load: async (context, read) =>
      detailsPart(await readPlaceDetails(context.props.source, context.params, read), 'destinationDetails'),
  },
  component: DestinationDetails,
  example: {
    content: {
      countryName: 'Kenya',
      destinationDescription: 'Family-run camps and guides we know.',
      destinationImagesPath: [1, 2, 3, 4].map((n) => `/images/demo/kenya-${n}.svg`),
    },
  },
});
