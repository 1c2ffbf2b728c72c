import { backgroundImage } from '../shared/responsive-image-background';
import type { CSSProperties } from 'react';
import type { BlockComponentProps } from '../../engine/block';
import { Hero } from '../shared/hero';
import { useSiteSettings } from '../shared/site-settings';
import type { HeroBannerContent, HeroBannerProps } from './schema';
import './hero-banner.css';

/** The page banner from content (heading, sub text, video); hidden when the banner text is missing. */
export function HeroBanner({ props, content, status }: BlockComponentProps<HeroBannerProps, HeroBannerContent>) {
  const site = useSiteSettings();
  const banner = status === 'ready' ? content?.[0] : undefined;
  if (props.requireText && !banner?.bannerText) return null;
  const hero = (
    <Hero
      heading={(props.contentHeading ? banner?.bannerText : undefined) ?? props.heading ?? site.defaults.heroHeading}
      subHeading={banner?.subText ?? props.subHeading}
      videoSrc={banner?.bannerVideo}
      posterSrc={banner?.bannerImage ?? site.defaults.images.banner}
      tall={props.tall}
    />
  );
  if (!props.mobileImage) return hero;
  // Below 640 px a CSS media query swaps the video and poster for this image (spec 2 §9).
  const mobileStyle: CSSProperties & Record<'--hero-mobile-image', string> = {
    '--hero-mobile-image': backgroundImage(props.mobileImage, 828),
  };
  return (
    <div className="hero-banner--mobile-image" style={mobileStyle}>
      {hero}
    </div>
  );
}
