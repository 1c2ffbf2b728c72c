import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

export const PAGE_CONFIG_CHUNKS_ID = 'virtual:page-config-chunks';
const RESOLVED_ID = `\0${PAGE_CONFIG_CHUNKS_ID}`;

const pathOf = (json: unknown): string | undefined =>
  typeof json === 'object' && json !== null && 'path' in json && typeof json.path === 'string' ? json.path : undefined;

/**
 * `virtual:page-config-chunks`: every page config's path, and a loader that imports the config
 * as a chunk of its own. The browser can route every path while it downloads only the config of
 * the page it shows (all of them together would weigh ~8 KB compressed on every page).
 * A file without a readable path is left out here; `npm run check:configs` reports it.
 */
export function pageConfigChunks(root: string, dir: string): Plugin {
  return {
    name: 'page-config-chunks',
    resolveId: (id) => (id === PAGE_CONFIG_CHUNKS_ID ? RESOLVED_ID : undefined),
    // Development: a config added, changed or removed rebuilds the table on the next load.
    hotUpdate({ file }) {
      if (!file.startsWith(dir)) return;
      const table = this.environment.moduleGraph.getModuleById(RESOLVED_ID);
      if (table) this.environment.moduleGraph.invalidateModule(table);
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const entries = readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .sort()
        .flatMap((file) => {
          const full = join(dir, file);
          this.addWatchFile(full);
          let path: string | undefined;
          try {
            path = pathOf(JSON.parse(readFileSync(full, 'utf8')));
          } catch (error) {
            this.warn(`${file}: ${error instanceof Error ? error.message : String(error)}`);
          }
          if (!path) return [];
          const specifier = `/${relative(root, full).split('\\').join('/')}`;
          return [`{ path: ${JSON.stringify(path)}, load: () => import(${JSON.stringify(specifier)}) }`];
        });
      return `export default [\n${entries.join(',\n')}\n];\n`;
    },
  };
}
