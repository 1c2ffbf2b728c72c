import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { EngineProvider, type EngineServices } from './engine/engine-context';
import { PageView } from './engine/page-view';
import { createPageMatcher } from './engine/routes';
import { layouts } from './site/layouts';
import { NotFound } from './site/not-found';
import { ScrollToTop } from './site/scroll-to-top';
import { pageConfigs } from './site/page-configs';

export const matchPage = createPageMatcher(pageConfigs);

/** The site: the page for the current path, and the scroll to the top after each path change. */
export function App() {
  // Marks the page as hydrated (effects run only in the browser, after hydration): a signal for
  // tests, since hydration no longer refetches anything they could wait for.
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return (
    <>
      <ScrollToTop />
      <RoutedPage />
    </>
  );
}

/** The matched page inside its layout, or the 404 page inside the standard layout. */
function RoutedPage() {
  const { pathname } = useLocation();
  const match = matchPage(pathname);
  if (!match) {
    const Standard = layouts.standard!.component;
    return (
      <Standard page={null}>
        <NotFound />
      </Standard>
    );
  }
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
