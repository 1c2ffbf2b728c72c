import { pageFieldLoad } from '../../content/read';
import { defineBlock } from '../../engine/block';
import { HeroBanner } from './hero-banner';
import { heroBannerContent, heroBannerProps } from './schema';

export const block = defineBlock({
  type: 'hero-banner',
  description: "The page's banner: heading, sub text and looping video, shown only when banner text exists.",
  props: heroBannerProps,
  content: { schema: heroBannerContent, load: pageFieldLoad('banners') },
  component: HeroBanner,
  example: { content: [{ bannerText: 'Family Travel', subText: 'Trips the whole family will love', bannerVideo: null }] },
});
