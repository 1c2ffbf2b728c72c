import { z } from 'zod';
import { lenientArray } from '../../engine/lenient-array';
import { blogItem } from '../../content/contract/page-fields';
import { carouselMotionProps } from '../shared/carousel-motion-props';

export const blogCarouselProps = z.object({
  heading: z.string().default('Travel Blog').describe('Heading above the carousel.'),
  categoryId: z.string().default('1').describe('Only posts whose categories include this id are shown.'),
  categoryLabel: z.string().default('Travel').describe('The category label on every card.'),
  fallbackAuthor: z.string().default('Admin').describe('Author shown when a post has none.'),
  excerptLength: z.number().int().positive().default(150).describe('Descriptions are cut at this many characters, plus "...".'),
  cardLink: z.string().default('/blog/').describe('Where a card leads.'),
  ...carouselMotionProps,
});

/** The `blogs` of Blogs/list. */
export const blogCarouselContent = lenientArray(blogItem).optional();

export type BlogCarouselProps = z.infer<typeof blogCarouselProps>;
export type BlogCarouselContent = z.infer<typeof blogCarouselContent>;
