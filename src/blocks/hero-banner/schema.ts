import { z } from 'zod';
import { lenientArray } from '../../engine/lenient-array';
import { bannerItem } from '../../content/contract/page-fields';

export const heroBannerProps = z.object({
  requireText: z
    .boolean()
    .default(true)
    .describe("Show the banner only when this page's content has a banner text (as on the content pages)."),
  heading: z.string().optional().describe('Heading when the content has none; defaults to the site default hero heading.'),
  contentHeading: z
    .boolean()
    .default(true)
    .describe("Use the banner's own text as the heading. Off: the Heading set here is shown instead (e.g. Our Specialties, showing the home page's banner)."),
  subHeading: z.string().optional().describe('Sub-heading when the content has none.'),
  tall: z.boolean().default(false).describe('Full-screen height.'),
  source: z
    .enum(['page', 'blog-list', 'none'])
    .default('page')
    .describe("Where the banner comes from: the page's banners, the blog list's banners (Blogs/list), or none (heading and sub-heading props only)."),
  mobileImage: z
    .string()
    .regex(/^\/[^\s"()]*$/, 'a site path, e.g. /images/demo/universal-mobile.svg')
    .optional()
    .describe('Background below 640 px instead of the video and poster (the Universal page).'),
});

export const heroBannerContent = lenientArray(bannerItem).optional();

export type HeroBannerProps = z.infer<typeof heroBannerProps>;
export type HeroBannerContent = z.infer<typeof heroBannerContent>;
