import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { componentExportName } from '../../src/engine/component-export-name.ts';
import { pageConfigBaseSchema } from '../../src/engine/page-config-schema.ts';
import { jsonModule, parseConfigFile } from './parse-config-file.ts';

export const PAGE_CONFIG_CHUNKS_ID = 'virtual:page-config-chunks';
const RESOLVED_ID = `\0${PAGE_CONFIG_CHUNKS_ID}`;

/** One page config, parsed: `virtual:page-config/<file name without .json>`. */
export const PAGE_CONFIG_PREFIX = 'virtual:page-config/';
/** The definitions of one page's blocks (schemas, loads): `virtual:page-blocks/<file name without .json>`. */
export const PAGE_BLOCKS_PREFIX = 'virtual:page-blocks/';
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
 *
 * A config's chunk also brings the components of the blocks the config names (`components`, by
 * type; what hydrating the server's HTML needs) and a loader of their whole definitions
 * (`blocks`: schemas and loads, for a page the browser renders itself). Derived from the config,
 * these static imports let the bundler make one chunk per page and share what pages share, instead
 * of a chunk per block component.
 */
export function pageConfigChunks(root: string, dir: string): Plugin {
  const configModuleId = (file: string) => `\0${PAGE_CONFIG_PREFIX}${basename(file, '.json')}`;
  const blocksDir = join(root, 'src', 'blocks');
  return {
    name: 'page-config-chunks',
    resolveId(id) {
      if (id === PAGE_CONFIG_CHUNKS_ID) return RESOLVED_ID;
      if (id.startsWith(PAGE_CONFIG_PREFIX) && CONFIG_NAME.test(id.slice(PAGE_CONFIG_PREFIX.length))) return `\0${id}`;
      if (id.startsWith(PAGE_BLOCKS_PREFIX) && CONFIG_NAME.test(id.slice(PAGE_BLOCKS_PREFIX.length))) return `\0${id}`;
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
      if (id === RESOLVED_ID) return tableModule(this, dir, blocksDir);
      const blocksName = id.startsWith(`\0${PAGE_BLOCKS_PREFIX}`) ? id.slice(`\0${PAGE_BLOCKS_PREFIX}`.length) : undefined;
      const name = blocksName ?? (id.startsWith(`\0${PAGE_CONFIG_PREFIX}`) ? id.slice(`\0${PAGE_CONFIG_PREFIX}`.length) : undefined);
      if (name === undefined) return undefined;
      const full = join(dir, `${name}.json`);
      this.addWatchFile(full);
      const parsed = parseConfigFile(root, full, pageConfigBaseSchema);
      if (!parsed.ok) this.error(parsed.message);
      const types = blockTypesOf(parsed.data).filter((type) => existsSync(join(blocksDir, type, 'index.ts')));
      if (blocksName !== undefined) return blocksModule(blocksDir, types);
      return jsonModule(parsed.data) + componentsModule(blocksDir, types, `${PAGE_BLOCKS_PREFIX}${name}`);
    },
  };
}

function tableModule(context: { addWatchFile(file: string): void; warn(message: string): void }, dir: string, blocksDir: string): string {
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
  // Every block type (a folder with an index.ts): the browser's registry knows them all, though
  // their code comes with the pages that use them.
  const blockTypes = existsSync(blocksDir) ? readdirSync(blocksDir).filter((type) => existsSync(join(blocksDir, type, 'index.ts'))).sort() : [];
  return `export default [\n${entries.join(',\n')}\n];\nexport const blockTypes = ${JSON.stringify(blockTypes)};\n`;
}

/** Every `type` a config names (sections and anything nested in them), once each, sorted. */
export function blockTypesOf(config: unknown): string[] {
  const types = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'type' && typeof inner === 'string' && /^[a-z0-9-]+$/.test(inner)) types.add(inner);
        else visit(inner);
      }
    }
  };
  visit(config);
  return [...types].sort();
}

/** The components of a page's block types, by type, and the loader of their definitions' module. */
function componentsModule(blocksDir: string, types: readonly string[], blocksId: string): string {
  const withComponent = types.filter((type) => existsSync(join(blocksDir, type, `${type}.tsx`)));
  const imports = withComponent.map(
    (type, index) => `import { ${componentExportName(type)} as component${index} } from ${JSON.stringify(join(blocksDir, type, `${type}.tsx`))};`,
  );
  const entries = withComponent.map((type, index) => `${JSON.stringify(type)}: component${index}`);
  return `${imports.join('\n')}\nexport const components = { ${entries.join(', ')} };\nexport const blocks = () => import(${JSON.stringify(blocksId)});\n`;
}

/** The whole definitions (component, schemas, load) of a page's block types. */
function blocksModule(blocksDir: string, types: readonly string[]): string {
  const imports = types.map((type, index) => `import { block as block${index} } from ${JSON.stringify(join(blocksDir, type, 'index.ts'))};`);
  return `${imports.join('\n')}\nexport default [${types.map((_, index) => `block${index}`).join(', ')}];\n`;
}
