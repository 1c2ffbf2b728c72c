import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { pageConfigBaseSchema } from '../../src/engine/page-config-schema.ts';
import { jsonModule, parseConfigFile } from './parse-config-file.ts';

export const PAGE_CONFIG_CHUNKS_ID = 'virtual:page-config-chunks';
const RESOLVED_ID = `\0${PAGE_CONFIG_CHUNKS_ID}`;

/** One page config, parsed: `virtual:page-config/<file name without .json>`. */
export const PAGE_CONFIG_PREFIX = 'virtual:page-config/';
// A file name in the configs' folder, never a path out of it.
const CONFIG_NAME = /^[^/\\.][^/\\]*$/;

const pathOf = (json: unknown): string | undefined =>
  typeof json === 'object' && json !== null && 'path' in json && typeof json.path === 'string' ? json.path : undefined;

/**
 * `virtual:page-config-chunks`: every page config's path, and a loader that imports the config
 * as a chunk of its own. The browser can route every path while it downloads only the config of
 * the page it shows (all of them together would weigh ~8 KB compressed on every page).
 * A file without a readable path is left out here; `npm run check:configs` reports it.
 *
 * Each chunk holds its config already parsed with `pageConfigBaseSchema` (defaults applied):
 * the parse happens here, at build time, so the browser needs no zod to load a page. A config
 * that does not fit the schema stops the build with the file, the JSON path and zod's message.
 */
export function pageConfigChunks(root: string, dir: string): Plugin {
  const configModuleId = (file: string) => `\0${PAGE_CONFIG_PREFIX}${basename(file, '.json')}`;
  return {
    name: 'page-config-chunks',
    resolveId(id) {
      if (id === PAGE_CONFIG_CHUNKS_ID) return RESOLVED_ID;
      if (id.startsWith(PAGE_CONFIG_PREFIX) && CONFIG_NAME.test(id.slice(PAGE_CONFIG_PREFIX.length))) return `\0${id}`;
      return undefined;
    },
    // Development: a config added, changed or removed rebuilds the table, and a changed config
    // its chunk, on the next load.
    hotUpdate({ file }) {
      if (!file.startsWith(dir)) return;
      const graph = this.environment.moduleGraph;
      const table = graph.getModuleById(RESOLVED_ID);
      if (table) graph.invalidateModule(table);
      const config = dirname(file) === dir && file.endsWith('.json') ? graph.getModuleById(configModuleId(file)) : undefined;
      if (config) graph.invalidateModule(config);
    },
    load(id) {
      if (id === RESOLVED_ID) return tableModule(this, dir);
      if (!id.startsWith(`\0${PAGE_CONFIG_PREFIX}`)) return undefined;
      const full = join(dir, `${id.slice(`\0${PAGE_CONFIG_PREFIX}`.length)}.json`);
      this.addWatchFile(full);
      const parsed = parseConfigFile(root, full, pageConfigBaseSchema);
      if (!parsed.ok) this.error(parsed.message);
      return jsonModule(parsed.data);
    },
  };
}

function tableModule(context: { addWatchFile(file: string): void; warn(message: string): void }, dir: string): string {
  const entries = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .flatMap((file) => {
      const full = join(dir, file);
      context.addWatchFile(full);
      let path: string | undefined;
      try {
        path = pathOf(JSON.parse(readFileSync(full, 'utf8')));
      } catch (error) {
        context.warn(`${file}: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (!path) return [];
      const specifier = `${PAGE_CONFIG_PREFIX}${basename(file, '.json')}`;
      return [`{ path: ${JSON.stringify(path)}, load: () => import(${JSON.stringify(specifier)}) }`];
    });
  return `export default [\n${entries.join(',\n')}\n];\n`;
}
