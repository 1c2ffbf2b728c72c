import { z } from 'zod';
import { pageFieldLoad, readData } from '../../content/read';
import { defineBlock, type BlockContext, type ContentReader } from '../../engine/block';
import { HeroBanner } from './hero-banner';
import { heroBannerContent, heroBannerProps, type HeroBannerProps } from './schema';

const loadPageBanners = pageFieldLoad('banners');
const blogListBanners = z.object({ banners: z.unknown() });

/** The page's banners by default; the blog list page reads the banners of Blogs/list. */
async function loadBanners(context: BlockContext & { props: HeroBannerProps }, read: ContentReader): Promise<unknown> {
  if (context.props.source === 'none') return undefined;
  if (context.props.source === 'blog-list') {
    const parsed = blogListBanners.safeParse(await readData(read, 'Blogs/list', {}));
    return parsed.success ? parsed.data.banners : undefined;
  }
  return loadPageBanners(context, read);
}

export const block = defineBlock({
  type: 'hero-banner',
  description: "The page's banner: heading, sub text and looping video, shown only when banner text exists.",
  props: heroBannerProps,
  content: { schema: heroBannerContent, load: loadBanners },
  component: HeroBanner,
  example: { content: [{ bannerText: 'Family Travel', subText: 'Trips the whole family will love', bannerVideo: null }] },
});
