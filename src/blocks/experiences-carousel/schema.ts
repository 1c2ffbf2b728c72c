import { z } from 'zod';
import { lenientArray } from '../../engine/lenient-array';
import { specialityItem } from '../../content/contract/page-fields';
import { carouselMotionProps } from '../shared/carousel-motion-props';
import { messageProps } from '../shared/message-props';

export const experiencesCarouselProps = z.object({
  ...messageProps({ empty: 'No data available.', error: 'Failed to load specialties. Please try again later.' }),
  heading: z.string().default('Find Your Kind of Trip').describe('Heading above the carousel.'),
  ...carouselMotionProps,
});

/** Page 18's `specialities`: speciality_name (or name), image and url. */
export const experiencesCarouselContent = lenientArray(specialityItem).optional();

export type ExperiencesCarouselProps = z.infer<typeof experiencesCarouselProps>;
export type ExperiencesCarouselContent = z.infer<typeof experiencesCarouselContent>;
