import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PageHead } from '../../src/engine/page-meta';
import type { SiteDefinition } from '../../src/runtime/site-definition';

/**
 * A second, minimal site: two page configs and two blocks of its own, no code of the travel site.
 * It renders through the engine and the runtime on the server and hydrates in the browser
 * (tests/e2e/minimal-site.test.ts): what proves the engine and the runtime generic.
 */
function Plain({ children }: { children: ReactNode }) {
  return (
    <>
      <header>
        <nav aria-label="Minimal">
          <Link to="/">Home</Link> <Link to="/second/">Second page</Link>
        </nav>
      </header>
      <main>{children}</main>
    </>
  );
}

const notFoundHead: PageHead = { title: 'Not here', description: '', keywords: '', image: undefined, canonicalPath: '', jsonLd: [] };

export const minimalSite: SiteDefinition = {
  layouts: { standard: { component: Plain } },
  metaSources: {},
  redirects: [{ from: '/old-second/', to: '/second/' }],
  notFound: { head: notFoundHead, Component: () => <h1>Not here</h1> },
  Providers: ({ children }) => <>{children}</>,
};
