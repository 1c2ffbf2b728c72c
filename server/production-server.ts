import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as renderer from '../src/entry-server';
import { EnvError } from './env';
import { registerBuiltFiles } from './perf/static-files';
import { inlineStylesheets } from './ssr/inline-stylesheet';
import { scriptsAfterFirstPaint } from './ssr/scripts-after-first-paint';
import { closeOnSignals, startServer } from './start';

/** The production server (started by main.ts): the bundled renderer, the built client in ../client. */
export function runProductionServer(serverDir: string): void {
  const clientDir = resolve(serverDir, '../client');
  const template = scriptsAfterFirstPaint(inlineStylesheets(readFileSync(resolve(clientDir, 'index.html'), 'utf8'), clientDir));
  startServer({
    renderer: async () => renderer,
    template: async () => template,
    publicDir: clientDir,
    staticFiles: (app) => registerBuiltFiles(app, clientDir),
  }).then(closeOnSignals, (error: unknown) => {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  });
}
