import { DeferredDesktopNav } from './deferred-desktop-nav';
import { PhoneLink } from './contact-links';
import { ContrastToggle } from './contrast-toggle';
import { MenuExtras } from './menu-extras';
import { MobileMenu } from './mobile-menu';
import { ReadyToTravelLink } from './ready-to-travel-link';
import { siteConfig } from './site-config';
import { SiteLogo } from './site-logo';
import { SocialLinks } from './social-links';
import './site-header.css';

/**
 * The country pages' top navigation (spec 2, Country page): HOME, DESTINATION, EXPERIENCES,
 * CONTACT US, the phone, 'Ready To Travel?', social links, and its own mobile menu.
 */
export function CountryHeader() {
  const navigation = siteConfig.headerVariants.country.navigation;
  return (
    <header className="chrome-header chrome-header--country">
      <div className="chrome-header__strip">
        <div className="container chrome-header__strip-inner chrome-header__strip-inner--end">
          <SocialLinks variant="light" className="chrome-header__social" />
        </div>
      </div>
      <div className="container chrome-header__bar">
        <SiteLogo />
        <DeferredDesktopNav links={navigation} label="Country" className="chrome-header__desktop-nav chrome-header__desktop-nav--caps" />
        <ContrastToggle />
        <PhoneLink className="chrome-header__phone" />
        <ReadyToTravelLink className="chrome-header__cta" />
        <MobileMenu links={navigation} brand={<SiteLogo />} extras={<MenuExtras />} toggleClassName="chrome-header__toggle" />
      </div>
    </header>
  );
}
