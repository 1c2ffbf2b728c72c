import { z } from 'zod';
import { lenientArray } from '../../engine/lenient-array';
import { homeReviewItem } from '../../content/contract/page-fields';

export const reviewCarouselProps = z.object({
  heading: z.string().optional().describe('Heading above the carousel; none when unset.'),
  transitionMs: z.number().int().min(0).max(5_000).default(500).describe('Slide transition in milliseconds.'),
  swipeMinDistance: z.number().int().min(1).max(200).default(10).describe('A swipe shorter than this (px) is ignored.'),
});

/** The page's `reviews` list (id, description, rating 0..5, name). */
export const reviewCarouselContent = lenientArray(homeReviewItem).optional();

export type ReviewCarouselProps = z.infer<typeof reviewCarouselProps>;
export type ReviewCarouselContent = z.infer<typeof reviewCarouselContent>;
