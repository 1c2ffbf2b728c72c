import type { SocialProfile } from './site-settings';
import { SocialIcon } from './social-icons';
import './social-links.css';

interface SocialLinksProps {
  profiles: readonly SocialProfile[];
  /** Where they sit: colours and direction differ (a header bar, the footer, the landing rail). */
  variant?: 'light' | 'dark' | 'rail';
  className?: string;
}

/** The site's social profiles, each opening in a new tab, safely, with its name for screen readers. */
export function SocialLinks({ profiles, variant = 'dark', className }: SocialLinksProps) {
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
