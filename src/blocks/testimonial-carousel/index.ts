import { z } from 'zod';
import { readData } from '../../content/read';
import { ContentUnavailableError, defineBlock } from '../../engine/block';
import { testimonialCarouselContent, testimonialCarouselProps } from './schema';
import { TestimonialCarousel } from './testimonial-carousel';

const listData = z.object({ testimonials: z.unknown() });

export const block = defineBlock({
  type: 'testimonial-carousel',
  description: "Testimonials (testimonials/testimonial_list) in a carousel that moves one card and wraps: photo, name, 0-5 stars and text with Read More / Read Less.",
  props: testimonialCarouselProps,
  content: {
    schema: testimonialCarouselContent,
    load: async (_context, read) => {
      const parsed = listData.safeParse(await readData(read, 'testimonials/testimonial_list', {}));
      if (!parsed.success) throw new ContentUnavailableError('testimonials/testimonial_list');
      return parsed.data.testimonials;
    },
  },
  component: TestimonialCarousel,
  example: {
    content: [{ id: 1, name: 'Maria Alvarez', image: '/images/demo/guest-1.svg', rating: '5', description: 'Our kids still talk about the pasta class.' }],
  },
});
