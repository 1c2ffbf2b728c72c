import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import * as renderer from '../src/entry-server';
import { EnvError } from './env';
import { scriptsAfterFirstPaint } from './ssr/scripts-after-first-paint';
import { closeOnSignals, startServer } from './start';

/** The production server (started by main.ts): the bundled renderer, the built client in ../client. */
export function runProductionServer(serverDir: string): void {
  const clientDir = resolve(serverDir, '../client');
  const template = scriptsAfterFirstPaint(readFileSync(resolve(clientDir, 'index.html'), 'utf8'));
  startServer({
    renderer: async () => renderer,
    template: async () => template,
    staticFiles: (app) => {
      app.use('/assets/*', async (c, next) => {
        await next();
        if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
      });
      // Page paths end with a slash and are never files: they skip the file system lookup.
      const staticFiles = serveStatic({ root: clientDir, index: 'no-index.html' });
      app.use('*', (c, next) => (c.req.path.endsWith('/') ? next() : staticFiles(c, next)));
    },
  }).then(closeOnSignals, (error: unknown) => {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  });
}
