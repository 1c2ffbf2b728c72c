import { z } from 'zod';
import { textProp } from '../shared/text-prop';

const sitePath = z.string().regex(/^\/[^\s"()]*$/, 'a site path, e.g. /images/demo/ocean-cruise.svg');

export const landingBannerProps = z.object({
  heading: textProp("Denver's Top Rated Family Travel Agency", 'The headline (the page\'s h1).'),
  subHeading: z.string().optional().describe('A line under the headline.'),
  image: sitePath.default('/images/fallback/banner.svg').describe('The background image (a site path).'),
  video: sitePath.optional().describe('A looping background video (a site path); the image is its poster.'),
  height: z
    .enum(['full-screen', '500px'])
    .default('full-screen')
    .describe("'full-screen' fills the window (family landing page); '500px' is the campaign pages' banner."),
});

export type LandingBannerProps = z.infer<typeof landingBannerProps>;
