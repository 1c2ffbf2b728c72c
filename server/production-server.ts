import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as renderer from '../src/entry-server';
import { EnvError, parseEnv } from './env';
import { archiveBuildAssets } from './perf/assets-archive';
import { registerBuiltFiles } from './perf/static-files';
import { inlineStylesheets } from './ssr/inline-stylesheet';
import { scriptsAfterFirstPaint } from './ssr/scripts-after-first-paint';
import { closeOnSignals, startServer } from './start';

/** The production server (started by main.ts): the bundled renderer, the built client in ../client. */
export function runProductionServer(serverDir: string): void {
  const clientDir = resolve(serverDir, '../client');
  const template = scriptsAfterFirstPaint(inlineStylesheets(readFileSync(resolve(clientDir, 'index.html'), 'utf8'), clientDir));
  Promise.resolve()
    .then(() => {
      const env = parseEnv();
      const archiveDir = env.ASSETS_ARCHIVE_DIR ? resolve(env.ASSETS_ARCHIVE_DIR) : undefined;
      return startServer({
        env,
        renderer: async () => renderer,
        template: async () => template,
        publicDir: clientDir,
        staticFiles: (app) => {
          if (archiveDir) {
            // Here the logger already carries console lines (server/logger.ts).
            const archived = archiveBuildAssets({ assetsDir: resolve(clientDir, 'assets'), archiveDir, retentionDays: env.ASSETS_ARCHIVE_DAYS });
            console.info(`[assets-archive] ${archived.copied} assets copied to ${archiveDir}, ${archived.kept} already there, ${archived.removed} expired removed`);
          }
          registerBuiltFiles(app, clientDir, { assetsArchiveDir: archiveDir });
        },
      });
    })
    .then(closeOnSignals, (error: unknown) => {
      console.error(error instanceof EnvError ? error.message : error);
      process.exit(1);
    });
}
