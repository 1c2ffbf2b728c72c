import { siteConfig } from './site-config';
import { SiteLink } from './site-link';

/** The 'Ready To Travel?' button every header variant shows, to /go/. */
export function ReadyToTravelLink({ className }: { className?: string }) {
  return (
    <SiteLink className={`button button--primary${className ? ` ${className}` : ''}`} href={siteConfig.readyToTravel.href}>
      {siteConfig.readyToTravel.label}
    </SiteLink>
  );
}
