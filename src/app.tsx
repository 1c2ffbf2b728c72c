import { Suspense, use, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { EngineProvider, type EngineServices } from './engine/engine-context';
import { PageView } from './engine/page-view';
import type { PageDirectory } from './engine/page-directory';
import { layouts } from './site/layouts';
import { NotFound } from './site/not-found';
import { ScrollToTop } from './site/scroll-to-top';

/**
 * The site: the page for the current path, and the scroll to the top after each path change.
 * `pages` finds a path's config: all at hand on the server, downloaded per page in the browser.
 */
export function App({ pages }: { pages: PageDirectory }) {
  // Marks the page as hydrated (effects run only in the browser, after hydration): a signal for
  // tests, since hydration no longer refetches anything they could wait for.
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return (
    <>
      <ScrollToTop />
      {/* Client-side navigation waits here for the next page's config (navigations are
          transitions, so the current page stays on screen meanwhile). */}
      <Suspense fallback={null}>
        <RoutedPage pages={pages} />
      </Suspense>
    </>
  );
}

/** The matched page inside its layout, or the 404 page inside the standard layout. */
function RoutedPage({ pages }: { pages: PageDirectory }) {
  const { pathname } = useLocation();
  const found = pages.find(pathname);
  if (!found) {
    const Standard = layouts.standard!.component;
    return (
      <Standard page={null}>
        <NotFound />
      </Standard>
    );
  }
  const match = { params: found.params, page: 'page' in found ? found.page : use(found.loading) };
  const Layout = (layouts[match.page.layout] ?? layouts.standard!).component;
  return (
    <Layout page={match.page}>
      <PageView key={match.page.path} match={match} notFound={<NotFound />} />
    </Layout>
  );
}

/** Providers shared by the server render and the browser's hydration, so both trees match. */
export function AppProviders({
  services,
  fallback,
  children,
}: {
  services: EngineServices;
  fallback: Record<string, unknown>;
  children: ReactNode;
}) {
  return (
    <EngineProvider services={services}>
      <SWRConfig
        // The server rendered this page from current content and embedded it: fetching it all
        // again on hydration would only cost the visitor requests. Client-side navigation and
        // reconnects still fetch through the ky client.
        value={{ fallback, revalidateOnFocus: false, revalidateIfStale: false, dedupingInterval: 5_000 }}
      >{children}</SWRConfig>
    </EngineProvider>
  );
}
