import type { ReactNode } from 'react';
import { useNavigationBusy } from './navigation-progress';
import { SiteFooter } from './site-footer';

/** What every layout shares: the skip link, its header, the page as <main>, the footer. */
export function ChromeFrame({ header, children }: { header: ReactNode; children: ReactNode }) {
  const busy = useNavigationBusy();
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      {header}
      <main id="main-content" tabIndex={-1} aria-busy={busy || undefined}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
