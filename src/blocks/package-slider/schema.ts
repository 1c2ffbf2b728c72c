import { z } from 'zod';
import { lenientArray } from '../../engine/lenient-array';
import { packageSliderItem } from '../../content/contract/page-fields';
import { carouselMotionProps } from '../shared/carousel-motion-props';

export const packageSliderProps = z.object({
  heading: z.string().default('Discover Bespoke Journeys').describe('Heading above the slider.'),
  defaultButtonText: z.string().default('Explore').describe('Card button label when the package has none.'),
  failureLog: z
    .string()
    .default('Error fetching packages data. Please try again later.')
    .describe('Logged (not shown) when the content cannot be loaded.'),
  ...carouselMotionProps,
});

/** The page's `package_sliders` list. */
export const packageSliderContent = lenientArray(packageSliderItem).optional();

export type PackageSliderProps = z.infer<typeof packageSliderProps>;
export type PackageSliderContent = z.infer<typeof packageSliderContent>;
