import type { BlockComponentProps } from '../../engine/block';
import { Hero } from '../../site/hero';
import type { LandingBannerProps } from './schema';
import './landing-banner.css';

/**
 * The landing banner: the site's hero (image, optional video) with the page's headline. Its
 * 'Ready To Travel?' button and social links belong to the landing header that lies over it
 * (layouts 'landing' and 'landing-family'), so the page has exactly one such button.
 */
export function LandingBanner({ props }: BlockComponentProps<LandingBannerProps, undefined>) {
  return (
    <div className={`landing-banner landing-banner--${props.height === '500px' ? 'fixed' : 'full'}`}>
      <Hero heading={props.heading} subHeading={props.subHeading} posterSrc={props.image} videoSrc={props.video} tall />
    </div>
  );
}
