import { Suspense, type ReactNode } from 'react';
import { HydrationGate } from '../engine/hydration-gate';
import { useNavigationBusy } from '../runtime/navigation-progress';
import { FOOTER_HYDRATION_ID, SiteFooter } from './site-footer';

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
      {/* Below the first screen on every page: it hydrates later, like the sections there. */}
      <Suspense fallback={null}>
        <HydrationGate id={FOOTER_HYDRATION_ID}>
          <SiteFooter />
        </HydrationGate>
      </Suspense>
    </>
  );
}
