import { Link } from 'react-router-dom';
import type { LayoutProps } from './layouts';
import { siteConfig } from './site-config';

/** The standard chrome: header, the page, footer. (The full header and footer arrive with the chrome issue.) */
export function StandardLayout({ children }: LayoutProps) {
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <header className="site-header">
        <Link to="/" className="site-header__logo">
          <img src={siteConfig.logo.src} alt={siteConfig.logo.alt} width={siteConfig.logo.width} height={siteConfig.logo.height} />
        </Link>
        <nav aria-label="Main">
          <ul className="site-header__nav">
            {siteConfig.navigation.map((link) => (
              <li key={link.href + link.label}>
                <Link to={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link className="button button--primary" to={siteConfig.readyToTravel.href}>
          {siteConfig.readyToTravel.label}
        </Link>
      </header>
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <p>{siteConfig.footer.copyright}</p>
      </footer>
    </>
  );
}
