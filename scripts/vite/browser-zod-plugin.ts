import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const browserZodModule = fileURLToPath(new URL('../../src/lib/zod-browser.ts', import.meta.url));

/**
 * In the browser build (and the dev server's browser modules), `zod` resolves to
 * src/lib/zod-browser.ts: zod configured for the site's Content-Security-Policy. The server and
 * the tests use zod as it is.
 */
export function browserZod(): Plugin {
  return {
    name: 'browser-zod',
    enforce: 'pre',
    resolveId(id, importer) {
      if (id !== 'zod' || this.environment.name !== 'client' || importer === browserZodModule) return undefined;
      return browserZodModule;
    },
  };
}
