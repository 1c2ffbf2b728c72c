import { ResponsiveImage } from '../blocks/shared/responsive-image';
import { Link } from 'react-router-dom';
import { siteConfig } from './site-config';

/**
 * The logo, linking home; `onDark` for dark backgrounds (landing headers over the hero, footer).
 * `belowTheFold` (the footer's) loads it lazily: fetched early, it would share the hero image's
 * bandwidth.
 */
export function SiteLogo({ onDark = false, belowTheFold = false }: { onDark?: boolean; belowTheFold?: boolean }) {
  const { logo } = siteConfig;
  const src = onDark ? (logo.srcOnDark ?? logo.src) : logo.src;
  // Without a logo drawn for dark backgrounds, the ordinary one is turned white by CSS.
  const whiten = onDark && !logo.srcOnDark;
  return (
    <Link to="/" className={`site-logo${whiten ? ' site-logo--whiten' : ''}`}>
      <ResponsiveImage src={src} alt={logo.alt} width={logo.width} height={logo.height} layout="logo" priority={belowTheFold ? 'lazy' : 'eager'} />
    </Link>
  );
}
