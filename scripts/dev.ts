import { readFile } from 'node:fs/promises';
import { createServer } from 'vite';

/**
 * `npm run dev`: the real server with Vite in middleware mode. Server code and page configs are
 * loaded through Vite, so an edit shows on the next request without a restart.
 */
const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
const { startServer, closeOnSignals } = await vite.ssrLoadModule('/server/start.ts');
const { parseEnv } = await vite.ssrLoadModule('/server/env.ts');

const running = await startServer({
  env: parseEnv({ NODE_ENV: 'development', ...process.env }),
  renderer: () => vite.ssrLoadModule('/src/entry-server.tsx'),
  template: async (url: string) => vite.transformIndexHtml(url, await readFile('index.html', 'utf8')),
  middleware: vite.middlewares,
});
closeOnSignals(running);
