import { defineBlock } from '../../engine/block';
import { LandingYelpCarousel } from './landing-yelp-carousel';
import { landingYelpCarouselProps } from './schema';

export const block = defineBlock({
  type: 'landing-yelp-carousel',
  description:
    "The 'Find us on Yelp' carousel of the landing pages: one review at a time with name, 5 stars and text clamped to 5 lines; Read More over 250 characters; previous and next wrap.",
  props: landingYelpCarouselProps,
  component: LandingYelpCarousel,
});
