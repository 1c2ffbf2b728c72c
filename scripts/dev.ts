import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { resolve } from 'node:path';
import { createServer, type Plugin, type ViteDevServer } from 'vite';

/**
 * `npm run dev`: the real server with Vite in middleware mode. Server code and page configs are
 * loaded through Vite, so an edit shows on the next request without a restart. On top of the
 * site, development adds: a page of config problems instead of a broken page, the block
 * catalogue at /__blocks, and section outlines with ?outline.
 */
const pageConfigDir = resolve('page-configs');

/**
 * Saving a config reloads the open page: the server renders it again from the new config.
 * Vite runs every plugin's `hotUpdate` for the browser's environment first, then for the
 * server's, where the page-config and site-config plugins drop the server's copy of the config.
 * The reload is sent from that last pass: sent earlier, the browser could ask again before the
 * server had dropped the old config, get the page in its old order and fail to hydrate it.
 */
function reloadOnConfigChange(): Plugin {
  let server: ViteDevServer | undefined;
  return {
    name: 'dev:reload-on-config-change',
    // After the plugins that invalidate the configs' modules in each environment.
    enforce: 'post',
    configureServer(devServer) {
      server = devServer;
    },
    hotUpdate({ file, modules }) {
      if (!file.startsWith(pageConfigDir) || !file.endsWith('.json')) return;
      if (this.environment.name === 'ssr') {
        // Returning [] keeps Vite from updating these modules itself, so drop them here, before
        // the reload: for a config added or removed they are the modules whose import.meta.glob
        // lists the configs (the page list, check-site-configs' texts), added by Vite's glob
        // plugin; dropped, they kept the old file list, so a new config's problems went unseen.
        for (const module of modules) this.environment.moduleGraph.invalidateModule(module);
        server?.environments.client.hot.send({ type: 'full-reload', path: '*' });
      }
      return [];
    },
  };
}

const vite = await createServer({
  appType: 'custom',
  plugins: [reloadOnConfigChange()],
  // Builds and data of parallel runs live in the project folder too: their files are no edits.
  server: {
    middlewareMode: true,
    // Vite's fixed HMR port (24678) would clash with a second dev server on this machine.
    hmr: { port: await freePort() },
    watch: {
      ignored: ['**/dist/**', '**/.build-*/**', '**/.data*/**', '**/.tmp/**'],
      // An editor that saves by truncating and rewriting shows the watcher an empty or half
      // file first: a reload then rendered the config-problems page for a moment (and the
      // browser logged its error) before the whole file arrived. Wait until the size is stable.
      awaitWriteFinish: { stabilityThreshold: 100, pollInterval: 20 },
    },
  },
  // A temporary copy of the project (the e2e tests) links node_modules: keep its cache apart.
  cacheDir: process.env.DEV_CACHE_DIR,
});
const { startServer, closeOnSignals } = await vite.ssrLoadModule('/server/start.ts');
const { parseEnv } = await vite.ssrLoadModule('/server/env.ts');
const env = parseEnv({ NODE_ENV: 'development', ...process.env });

const running = await startServer({
  env,
  dev: true,
  renderer: () => vite.ssrLoadModule('/src/entry-server.tsx'),
  template: async (url: string) => vite.transformIndexHtml(url, withOutlineLoader(await readFile('index.html', 'utf8'))),
  middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) =>
    vite.middlewares(req, res, () => {
      devPages(vite, env.SITE_API_TOKEN, req, res).then(
        (handled) => handled || next(),
        (error: unknown) => {
          console.error('[dev] development page failed; the site answers instead:', error);
          next();
        },
      );
    }),
});
closeOnSignals(running);

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/** The outline loader is tiny and loads the outline styles only when the address has ?outline. */
function withOutlineLoader(html: string): string {
  return html.replace('</body>', '<script type="module" src="/src/site/dev/outline-loader.ts"></script>\n</body>');
}

/** Answers the development-only pages; false lets the site answer. */
async function devPages(server: ViteDevServer, apiToken: string, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const url = req.url ?? '/';
  const { pathname } = new URL(url, 'http://dev.invalid');
  if (req.method !== 'GET' || pathname.startsWith('/api/') || !(req.headers.accept ?? '').includes('text/html')) return false;
  if (pathname === '/__blocks' || pathname.startsWith('/__blocks/')) {
    const { renderBlockGalleryPage } = await server.ssrLoadModule('/src/site/dev/block-gallery-page.tsx');
    const page = await renderBlockGalleryPage(url, apiToken);
    send(res, page.status, await server.transformIndexHtml(url, page.html));
    return true;
  }
  const problems = await configProblems(server, pathname);
  if (problems.length === 0) return false;
  const { renderConfigProblemsPage } = await server.ssrLoadModule('/src/site/dev/config-problems-page.ts');
  send(res, 500, renderConfigProblemsPage(problems, pathname));
  for (const problem of problems) console.error(`${problem.file}:${problem.line}:${problem.column}: ${problem.path}: ${problem.message}`);
  return true;
}

async function configProblems(server: ViteDevServer, pathname: string) {
  try {
    const { configProblemsFor } = await server.ssrLoadModule('/src/site/dev/request-config-problems.ts');
    return await configProblemsFor(pathname);
  } catch (error) {
    // The site's modules parse site.json on import: when that throws, check site.json alone.
    const { siteJsonProblems } = await server.ssrLoadModule('/src/site/dev/site-json-problems.ts');
    const problems = siteJsonProblems();
    if (problems.length === 0) throw error;
    return problems;
  }
}

function send(res: ServerResponse, status: number, html: string) {
  res.statusCode = status;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(html);
}
