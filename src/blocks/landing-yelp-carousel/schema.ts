import { z } from 'zod';
import { carouselMotionProps } from '../shared/carousel-motion-props';
import { landingTestimonials } from './testimonials';

const testimonial = z.object({
  id: z.number().int().describe('The testimonial id (ids may repeat, as in the spec).'),
  name: z.string().min(1).describe("The reviewer's name."),
  description: z.string().min(1).describe('The review text.'),
  rating: z.string().regex(/^[0-5]$/, 'a rating from "0" to "5"').default('5').describe('Stars out of 5, as text.'),
  image: z.string().default('').describe('A photo (unused by the spec: empty).'),
  platform: z.enum(['yelp']).optional().describe('The review site whose icon shows.'),
});

export const landingYelpCarouselProps = z.object({
  heading: z.string().default('Find us on Yelp').describe('The carousel\'s heading.'),
  testimonials: z.array(testimonial).min(1).default(landingTestimonials).describe('The reviews, in order; one shows at a time.'),
  readMoreAfter: z.number().int().min(1).default(250).describe('Read More / Read Less shows only for texts longer than this many characters.'),
  ...carouselMotionProps,
});

export type LandingYelpCarouselProps = z.infer<typeof landingYelpCarouselProps>;
export type LandingTestimonial = z.infer<typeof testimonial>;
