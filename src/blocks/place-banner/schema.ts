import { z } from 'zod';
import { optionalText, safeLink } from '../../content/contract/fields';
import { placeSources } from '../shared/place-details';
import { textProp } from '../shared/text-prop';

export const placeBannerProps = z.object({
  source: z.enum(placeSources).default('country').describe("Whose banner: the route's month (/monthly/:slug/) or country (/country/:id/)."),
  fallbackTitle: textProp('Explore Destination', 'Heading when the content has no banner title.'),
  errorText: textProp('Failed to fetch banner data.', 'Shown in red under the banner when loading fails.'),
});

/** The month's `banner` (image, bannerText) or the country's `bannerData` (bannerImage, bannerTitle). */
export const placeBannerContent = z
  .object({ image: safeLink, bannerText: optionalText, bannerImage: safeLink, bannerTitle: optionalText })
  .partial()
  .nullish();

export type PlaceBannerProps = z.infer<typeof placeBannerProps>;
export type PlaceBannerContent = z.infer<typeof placeBannerContent>;
