import { defineBlock } from '../../engine/block';
import { detailsPart, readPlaceDetails } from '../shared/place-details';
import { PlaceBanner } from './place-banner';
import { placeBannerContent, placeBannerProps } from './schema';

export const block = defineBlock({
  type: 'place-banner',
  description: "The month or country page's hero: banner title over its image ('Explore Destination' when untitled).",
  props: placeBannerProps,
  content: {
    schema: placeBannerContent,
    load: async (context, read) =>
      detailsPart(
        await readPlaceDetails(context.props.source, context.params, read),
        context.props.source === 'month' ? 'banner' : 'bannerData',
      ),
  },
  component: PlaceBanner,
  example: { props: { source: 'country' }, content: { bannerImage: '/images/demo/kenya-banner.svg', bannerTitle: 'Kenya: Safari Country' } },
});
