import { Link } from 'react-router-dom';
import { siteConfig } from './site-config';

/** The logo, linking home. `light` turns it white for dark backgrounds (landing headers, footer). */
export function SiteLogo({ light = false }: { light?: boolean }) {
  const { logo } = siteConfig;
  return (
    <Link to="/" className={`site-logo${light ? ' site-logo--light' : ''}`}>
      <img src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} />
    </Link>
  );
}
