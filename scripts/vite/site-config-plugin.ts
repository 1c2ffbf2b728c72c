import type { Plugin } from 'vite';
import { siteConfigSchema } from '../../src/site/site-config-schema.ts';
import { jsonModule, parseConfigFile } from './parse-config-file.ts';

export const SITE_CONFIG_ID = 'virtual:site-config';
const RESOLVED_ID = `\0${SITE_CONFIG_ID}`;

/**
 * `virtual:site-config`: site.json parsed with `siteConfigSchema` here, at build time, so the
 * site chrome in the browser needs no zod at page load. The server build and the tests use the
 * same plugin: a bad site.json stops the build, the server and `npm run check:configs` with the
 * file, the JSON path and zod's message.
 */
export function siteConfigModule(root: string, file: string): Plugin {
  return {
    name: 'site-config',
    resolveId: (id) => (id === SITE_CONFIG_ID ? RESOLVED_ID : undefined),
    // Development: an edited site.json is parsed again on the next load.
    hotUpdate({ file: changed }) {
      if (changed !== file) return;
      const module = this.environment.moduleGraph.getModuleById(RESOLVED_ID);
      if (module) this.environment.moduleGraph.invalidateModule(module);
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(file);
      const parsed = parseConfigFile(root, file, siteConfigSchema);
      if (!parsed.ok) this.error(parsed.message);
      return jsonModule(parsed.data);
    },
  };
}
