import { z } from 'zod';

/** The spec's carousel motion (500 ms transition, 10 px minimum swipe), one definition for every carousel block. */
export const carouselMotionProps = {
  transitionMs: z.number().int().min(0).max(5_000).default(500).describe('Slide transition in milliseconds.'),
  swipeMinDistance: z.number().int().min(1).max(200).default(10).describe('A swipe shorter than this (px) is ignored.'),
};

/** A carousel section's motion props, as `BlockCarousel` takes them. */
export type CarouselMotion = z.infer<z.ZodObject<typeof carouselMotionProps>>;
