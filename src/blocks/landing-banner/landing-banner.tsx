import type { BlockComponentProps } from '../../engine/block';
import { ContentLink } from '../shared/content-link';
import { Hero } from '../shared/hero';
import { useSiteSettings } from '../shared/site-settings';
import type { LandingBannerProps } from './schema';
import './landing-banner.css';

/**
 * The landing banner (spec 2): the site's hero (image, optional video) with the page's headline and
 * its one 'Ready To Travel?' button under it. The logo, the menu and the social links belong to the
 * landing header that lies over it (layouts 'landing' and 'landing-family'), which has no button of
 * its own, so the page has exactly one.
 */
export function LandingBanner({ props }: BlockComponentProps<LandingBannerProps, undefined>) {
  const { readyToTravel } = useSiteSettings();
  return (
    <div className={`landing-banner landing-banner--${props.height === '500px' ? 'fixed' : 'full'}`}>
      <Hero heading={props.heading} subHeading={props.subHeading} posterSrc={props.image} videoSrc={props.video} tall>
        <ContentLink className="button button--primary landing-banner__cta" href={readyToTravel.href}>
          {readyToTravel.label}
        </ContentLink>
      </Hero>
    </div>
  );
}
