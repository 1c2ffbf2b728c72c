import { ResponsiveImage } from '../blocks/shared/responsive-image';
import { EmailLink, PhoneLink } from './contact-links';
import { RegionSelect } from './region-select';
import { siteConfig } from './site-config';
import { SiteLink } from './site-link';
import { SiteLogo } from './site-logo';
import { SocialLinks } from './social-links';
import './site-footer.css';

/** The shared footer of every layout: link groups, contact, social, region, recent trips, legal. */
/** The footer hydrates like a section below the first screen (src/runtime/deferred-hydration.ts). */
export const FOOTER_HYDRATION_ID = 'site-footer';

export function SiteFooter() {
  const { footer, address } = siteConfig;
  return (
    <footer className="chrome-footer" data-hydration-id={FOOTER_HYDRATION_ID}>
      <div className="chrome-footer__main container">
        <section className="chrome-footer__brand" aria-label={`Contact ${siteConfig.name}`}>
          <SiteLogo onDark belowTheFold />
          <address className="chrome-footer__address">
            {address.street}
            <br />
            {address.city}, {address.region} {address.postalCode}
          </address>
          <ul className="chrome-footer__contact">
            <li>
              <PhoneLink />
            </li>
            <li>
              <EmailLink />
            </li>
          </ul>
          <SocialLinks variant="light" />
          <RegionSelect />
        </section>

        <nav className="chrome-footer__groups" aria-label="Footer">
          {footer.groups.map((group) => (
            <div key={group.title} className="chrome-footer__group">
              <h2 className="chrome-footer__heading">{group.title}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.href + link.label}>
                    <SiteLink href={link.href}>{link.label}</SiteLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>

        <section className="chrome-footer__trips" aria-labelledby="footer-recent-trips">
          <h2 id="footer-recent-trips" className="chrome-footer__heading">
            Recent Trips
          </h2>
          <ul className="chrome-footer__trip-grid">
            {footer.recentTrips.map((trip) => (
              <li key={trip.src}>
                <ResponsiveImage src={trip.src} alt={trip.alt} width={120} height={80} layout="logo" decoding="async" />
              </li>
            ))}
          </ul>
        </section>
      </div>

      <div className="chrome-footer__bottom">
        <div className="container chrome-footer__bottom-inner">
          <p className="chrome-footer__copyright">{footer.copyright}</p>
          <nav aria-label="Legal">
            <ul className="chrome-footer__legal">
              {footer.bottomLinks.map((link) => (
                <li key={link.href + link.label}>
                  <SiteLink href={link.href}>{link.label}</SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
