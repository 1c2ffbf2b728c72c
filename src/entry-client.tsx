import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, AppProviders } from './app';
import { blockRegistry } from './blocks/registry';
import { browserReader, configureContentClient } from './content/client';
import { consoleReport } from './engine/engine-context';
import { readHydrationData } from './engine/read-hydration-data';
import { browserPageDirectory } from './site/browser-page-directory';
import { metaSources } from './site/meta-sources';
import './styles/global.css';
import './styles/high-contrast.css';

async function start() {
  const data = readHydrationData();
  configureContentClient({ token: data.apiToken, apiOrigin: data.apiOrigin });
  // Load the components of this page's blocks before hydrating, so the first client render equals
  // the server's HTML. Components only: the server sent their props and content already checked.
  const page = await browserPageDirectory.preload(window.location.pathname);
  await blockRegistry.preloadComponents(page?.sections.map((section) => section.type) ?? []);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from the page');
  // In a transition, React hydrates in small slices and yields to the browser between them, so
  // hydration never blocks input for long (Total Blocking Time) on a slow phone.
  startTransition(() => {
    hydrateRoot(
      root,
      <BrowserRouter>
        <AppProviders
          services={{
            registry: blockRegistry,
            read: browserReader,
            metaSources,
            renderedSections: data.sections,
            report: consoleReport,
            dev: data.dev,
          }}
          fallback={data.fallback}
        >
          <App pages={browserPageDirectory} />
        </AppProviders>
      </BrowserRouter>,
    );
  });
}

start().catch((error: unknown) => console.error('[client] could not start', error));
