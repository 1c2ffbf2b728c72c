import { siteConfig } from './site-config';
import type { SiteConfig } from './site-config-schema';
import { SocialIcon } from './social-icons';
import './social-links.css';

interface SocialLinksProps {
  /** Where they sit: colours and direction differ (a header bar, the footer, the landing rail). */
  variant?: 'light' | 'dark' | 'rail';
  profiles?: SiteConfig['social'];
  className?: string;
}

/** The six profiles of site.json, each opening in a new tab, safely, with its name for screen readers. */
export function SocialLinks({ variant = 'dark', profiles = siteConfig.social, className }: SocialLinksProps) {
  return (
    <ul className={`social-links social-links--${variant}${className ? ` ${className}` : ''}`}>
      {profiles.map((profile) => (
        <li key={profile.network}>
          <a className="social-links__link" href={profile.href} target="_blank" rel="noopener noreferrer">
            <SocialIcon network={profile.network} />
            <span className="visually-hidden">
              {profile.label} (opens in a new tab)
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
