import { ChromeFrame } from './chrome-frame';
import { CountryHeader } from './country-header';
import { LandingHeader } from './landing-header';
import type { LayoutProps } from './layouts';
import { siteConfig } from './site-config';
import { SiteHeader } from './site-header';

/** The header variants a page config picks with `layout`; all share the footer. */
export function StandardLayout({ children }: LayoutProps) {
  return <ChromeFrame header={<SiteHeader navigation={siteConfig.navigation} />}>{children}</ChromeFrame>;
}

export function CountryLayout({ children }: LayoutProps) {
  return <ChromeFrame header={<CountryHeader />}>{children}</ChromeFrame>;
}

export function SafariLayout({ children }: LayoutProps) {
  return (
    <ChromeFrame header={<SiteHeader navigation={siteConfig.headerVariants.safari.navigation} mobileMenu="panel" className="chrome-header--safari" />}>
      {children}
    </ChromeFrame>
  );
}

export function LandingLayout({ children }: LayoutProps) {
  return <ChromeFrame header={<LandingHeader withMenu />}>{children}</ChromeFrame>;
}

export function LandingFamilyLayout({ children }: LayoutProps) {
  return <ChromeFrame header={<LandingHeader withMenu={false} />}>{children}</ChromeFrame>;
}
