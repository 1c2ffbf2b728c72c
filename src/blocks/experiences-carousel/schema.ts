import { z } from 'zod';
import { lenientArray } from '../../engine/lenient-array';
import { specialityItem } from '../../content/contract/page-fields';
import { messageProps } from '../shared/message-props';

export const experiencesCarouselProps = z.object({
  ...messageProps({ empty: 'No data available.', error: 'Failed to load specialties. Please try again later.' }),
  heading: z.string().default('Find Your Kind of Trip').describe('Heading above the carousel.'),
  transitionMs: z.number().int().min(0).max(2000).default(500).describe('Slide transition in milliseconds (spec: 500).'),
});

/** Page 18's `specialities`: speciality_name (or name), image and url. */
export const experiencesCarouselContent = lenientArray(specialityItem).optional();

export type ExperiencesCarouselProps = z.infer<typeof experiencesCarouselProps>;
export type ExperiencesCarouselContent = z.infer<typeof experiencesCarouselContent>;
