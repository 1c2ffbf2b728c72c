import { ContrastToggle } from './contrast-toggle';
import { MenuExtras } from './menu-extras';
import { MobileMenu } from './mobile-menu';
import { siteConfig } from './site-config';
import { SiteLogo } from './site-logo';
import { SocialLinks } from './social-links';
import './landing-header.css';

/**
 * The landing pages' header: it lies over the page's first section (the `landing-banner`, which
 * carries the page's one 'Ready To Travel?' button), with the logo, the contrast toggle and the
 * social links at the left edge. The campaign pages (`landing`) add a menu toggle below 1024 px
 * with a full-screen overlay; the family landing page (`landing-family`) has none.
 */
export function LandingHeader({ withMenu }: { withMenu: boolean }) {
  return (
    <header className={`landing-header${withMenu ? ' landing-header--with-menu' : ''}`}>
      <div className="container landing-header__bar">
        <SiteLogo onDark />
        <ContrastToggle className="contrast-toggle--on-dark" />
        {withMenu && (
          <MobileMenu
            links={siteConfig.navigation}
            brand={<SiteLogo />}
            extras={<MenuExtras />}
            toggleClassName="landing-header__toggle"
          />
        )}
      </div>
      <SocialLinks variant="rail" className="landing-header__social" />
    </header>
  );
}
