import { defineBlock } from '../../engine/block';
import { detailsPart, readMonthDetails } from '../shared/place-details';
import { MoreDestinations } from './more-destinations';
import { moreDestinationsContent, moreDestinationsProps } from './schema';

export const block = defineBlock({
  type: 'more-destinations',
  description: "The month detail page's 'More Destinations' grid, each card linking to its country page.",
  props: moreDestinationsProps,
  content: {
    schema: moreDestinationsContent,
    load: async (context, read) => detailsPart(await readMonthDetails(read, context.params.slug ?? ''), 'viewMoreDestinations'),
  },
  component: MoreDestinations,
  example: {
    content: [
      {
        destinationId: 6,
        bannerTitle: 'Costa Rica: Pura Vida',
        countryName: 'Costa Rica',
        destinationDescription: 'Rainforests, volcanoes and two coastlines.',
        bannerImage: '/images/demo/costa-rica-banner.svg',
      },
    ],
  },
});
