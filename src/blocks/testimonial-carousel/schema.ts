import { z } from 'zod';
import { lenientArray } from '../../engine/lenient-array';
import { testimonialItem } from '../../content/contract/page-fields';
import { carouselMotionProps } from '../shared/carousel-motion-props';

export const testimonialCarouselProps = z.object({
  heading: z.string().optional().describe('Heading above the carousel; none when unset.'),
  cardLink: z.string().optional().describe("Where a card's name leads (the home page: '/testimonials/'); no link when unset."),
  emptyText: z.string().default('No testimonials available.').describe('The card shown when there is no testimonial.'),
  hideWhenEmpty: z.boolean().default(false).describe('Hide the section when there are no testimonials (as on the home page).'),
  excerptLength: z.number().int().positive().default(150).describe('Collapsed descriptions are cut at this many characters, plus "…"; longer ones get Read More.'),
  ...carouselMotionProps,
});

/** The `testimonials` of testimonials/testimonial_list (ratings arrive as text, parsed to numbers). */
export const testimonialCarouselContent = lenientArray(testimonialItem).optional();

export type TestimonialCarouselProps = z.infer<typeof testimonialCarouselProps>;
export type TestimonialCarouselContent = z.infer<typeof testimonialCarouselContent>;
export type Testimonial = NonNullable<TestimonialCarouselContent>[number];
