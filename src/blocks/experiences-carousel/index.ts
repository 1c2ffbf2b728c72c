import { pageFieldLoad } from '../../content/read';
import { defineBlock } from '../../engine/block';
import { ExperiencesCarousel } from './experiences-carousel';
import { experiencesCarouselContent, experiencesCarouselProps } from './schema';

export const block = defineBlock({
  type: 'experiences-carousel',
  description: "The experiences page's specialities carousel (5/4/2/3 slides, infinite, 500 ms), each opening its url in a new tab.",
  props: experiencesCarouselProps,
  content: { schema: experiencesCarouselContent, load: pageFieldLoad('specialities') },
  component: ExperiencesCarousel,
  example: {
    content: [{ id: 1, speciality_name: 'Family Travel', image: '/images/demo/family-beach.svg', url: '/family-travel/' }],
  },
});
