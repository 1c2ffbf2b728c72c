import { DeferredDesktopNav } from './deferred-desktop-nav';
import { EmailLink, PhoneLink } from './contact-links';
import { ContrastToggle } from './contrast-toggle';
import { MenuExtras } from './menu-extras';
import { MobileMenu } from './mobile-menu';
import { ReadyToTravelLink } from './ready-to-travel-link';
import type { NavLink } from './site-config-schema';
import { SiteLogo } from './site-logo';
import { SocialLinks } from './social-links';
import './site-header.css';

interface SiteHeaderProps {
  navigation: readonly NavLink[];
  /** The standard header's full-screen overlay, or the safari page's slide-in panel. */
  mobileMenu?: 'overlay' | 'panel';
  className?: string;
}

/**
 * The full header (standard pages and, with its own labels, the safari page): a contact strip with
 * the social links, then the logo, the menu bar from 1024 px (a hamburger below) and 'Ready To Travel?'.
 */
export function SiteHeader({ navigation, mobileMenu = 'overlay', className }: SiteHeaderProps) {
  return (
    <header className={`chrome-header${className ? ` ${className}` : ''}`}>
      <div className="chrome-header__strip">
        <div className="container chrome-header__strip-inner">
          <div className="chrome-header__contact">
            <PhoneLink />
            <EmailLink />
          </div>
          <SocialLinks variant="light" className="chrome-header__social" />
        </div>
      </div>
      <div className="container chrome-header__bar">
        <SiteLogo />
        <DeferredDesktopNav links={navigation} className="chrome-header__desktop-nav" />
        <ContrastToggle />
        <ReadyToTravelLink className="chrome-header__cta" />
        <MobileMenu
          links={navigation}
          variant={mobileMenu}
          brand={<SiteLogo />}
          extras={<MenuExtras />}
          toggleClassName="chrome-header__toggle"
        />
      </div>
    </header>
  );
}
