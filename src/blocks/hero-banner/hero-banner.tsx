import type { BlockComponentProps } from '../../engine/block';
import { Hero } from '../../site/hero';
import { siteConfig } from '../../site/site-config';
import type { HeroBannerContent, HeroBannerProps } from './schema';

/** The page banner from content (heading, sub text, video); hidden when the banner text is missing. */
export function HeroBanner({ props, content, status }: BlockComponentProps<HeroBannerProps, HeroBannerContent>) {
  const banner = status === 'ready' ? content?.[0] : undefined;
  if (props.requireText && !banner?.bannerText) return null;
  return (
    <Hero
      heading={banner?.bannerText ?? props.heading ?? siteConfig.defaults.heroHeading}
      subHeading={banner?.subText ?? props.subHeading}
      videoSrc={banner?.bannerVideo}
      posterSrc={banner?.bannerImage ?? siteConfig.defaults.images.banner}
      tall={props.tall}
    />
  );
}
