import { z } from 'zod';
import { lenientArray } from '../../engine/lenient-array';
import { homeReviewItem } from '../../content/contract/page-fields';
import { carouselMotionProps } from '../shared/carousel-motion-props';

export const reviewCarouselProps = z.object({
  heading: z.string().optional().describe('Heading above the carousel; none when unset.'),
  ...carouselMotionProps,
});

/** The page's `reviews` list (id, description, rating 0..5, name). */
export const reviewCarouselContent = lenientArray(homeReviewItem).optional();

export type ReviewCarouselProps = z.infer<typeof reviewCarouselProps>;
export type ReviewCarouselContent = z.infer<typeof reviewCarouselContent>;
