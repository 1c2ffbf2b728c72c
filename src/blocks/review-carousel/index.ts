import { pageFieldLoad } from '../../content/read';
import { defineBlock } from '../../engine/block';
import { ReviewCarousel } from './review-carousel';
import { reviewCarouselContent, reviewCarouselProps } from './schema';

export const block = defineBlock({
  type: 'review-carousel',
  description: "The page's client reviews as a swipeable carousel (1, 2 or 3 cards by width) wrapping at both ends; hidden when empty.",
  props: reviewCarouselProps,
  content: { schema: reviewCarouselContent, load: pageFieldLoad('reviews') },
  component: ReviewCarousel,
  example: {
    props: { heading: 'What Our Travelers Say' },
    content: [{ id: 1, name: 'The Alvarez Family', rating: 5, description: 'Every transfer was waiting for us.' }],
  },
});
