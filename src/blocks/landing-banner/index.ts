import { defineBlock } from '../../engine/block';
import { LandingBanner } from './landing-banner';
import { landingBannerProps } from './schema';

export const block = defineBlock({
  type: 'landing-banner',
  description:
    "A landing page's first section: a full-width banner (full-screen or 500 px) with the headline from the config; the landing header lies over it with its one 'Ready To Travel?' button.",
  props: landingBannerProps,
  component: LandingBanner,
  example: { props: { heading: 'Cruises the Whole Family Will Love', height: '500px', image: '/images/demo/ocean-cruise.svg' } },
});
