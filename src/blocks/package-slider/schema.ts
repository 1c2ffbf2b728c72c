import { z } from 'zod';
import { lenientArray } from '../../engine/lenient-array';
import { packageSliderItem } from '../../content/contract/page-fields';

export const packageSliderProps = z.object({
  heading: z.string().default('Discover Bespoke Journeys').describe('Heading above the slider.'),
  defaultButtonText: z.string().default('Explore').describe('Card button label when the package has none.'),
  transitionMs: z.number().int().min(0).max(5_000).default(500).describe('Slide transition in milliseconds.'),
  failureLog: z
    .string()
    .default('Error fetching packages data. Please try again later.')
    .describe('Logged (not shown) when the content cannot be loaded.'),
});

/** The page's `package_sliders` list. */
export const packageSliderContent = lenientArray(packageSliderItem).optional();

export type PackageSliderProps = z.infer<typeof packageSliderProps>;
export type PackageSliderContent = z.infer<typeof packageSliderContent>;
