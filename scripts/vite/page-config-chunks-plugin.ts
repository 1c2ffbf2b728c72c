import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { z } from 'zod';
import { componentExportName } from '../../src/engine/component-export-name.ts';
import { pageConfigBaseSchema } from '../../src/engine/page-config-schema.ts';
import { jsonModule, parseConfigFile } from './parse-config-file.ts';

/** Every block type (a folder of src/blocks with an index.ts): `export const blockTypes`. */
export const BLOCK_TYPES_ID = 'virtual:block-types';
/** Where the browser finds a page config's chunk: `export function pageConfigModuleUrl(name)`. */
export const PAGE_CONFIG_MODULES_ID = 'virtual:page-config-modules';
/**
 * The client build's index of the configs: a chunk no page loads, whose dynamic imports make the
 * bundler build a chunk per config (an emitted chunk per config would be an entry, and its
 * blocks' components would count as the entry's and join the script every page loads).
 */
const PAGE_CONFIG_INDEX_ID = 'virtual:page-config-index';
/** Whether a module is that index: it stays out of the chunk of what every page loads (vite.config.ts). */
export const isPageConfigIndex = (id: string): boolean => id === `\0${PAGE_CONFIG_INDEX_ID}`;
/** The client build's chunk of each config, by config name: written beside Vite's manifest. */
export const PAGE_CONFIG_CHUNKS_FILE = '.vite/page-config-chunks.json';
/** What else each config's page needs (its chunk's imports, its blocks' definitions), by config name. */
export const PAGE_CONFIG_PRELOADS_FILE = '.vite/page-config-preloads.json';

/** One page config, parsed: `virtual:page-config/<file name without .json>`. */
export const PAGE_CONFIG_PREFIX = 'virtual:page-config/';
/** The definitions of one page's blocks (schemas, loads): `virtual:page-blocks/<file name without .json>`. */
export const PAGE_BLOCKS_PREFIX = 'virtual:page-blocks/';
// A file name in the configs' folder, never a path out of it.
const CONFIG_NAME = /^[^/\\.][^/\\]*$/;

export interface PageConfigChunksOptions {
  /** The site's client build: one chunk per config file, and their file names for the server. */
  emitPageChunks?: boolean;
  /** Where the client build wrote its files: the server build reads the configs' chunk names there. */
  clientOutDir?: string;
}

const configNames = (dir: string) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => basename(file, '.json'));

/**
 * Each page config becomes a chunk of its own, `virtual:page-config/<name>`, and the browser
 * downloads only the chunks of the pages it shows. No module lists every page: the browser learns
 * a page's route and its chunk's address from the server, with the page's HTML (hydration) or
 * from the route endpoint on a client-side navigation (src/site/browser-route-discovery.ts), so
 * its first download is the same with 40 pages or 4,000. `virtual:page-config-modules` gives the
 * server those addresses: Vite's module URL in development, the client build's file names in a
 * build (the client build writes them to `.vite/page-config-chunks.json`).
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
export function pageConfigChunks(root: string, dir: string, options: PageConfigChunksOptions = {}): Plugin {
  const configModuleId = (file: string) => `\0${PAGE_CONFIG_PREFIX}${basename(file, '.json')}`;
  const blocksDir = join(root, 'src', 'blocks');
  const virtualIds = new Set([BLOCK_TYPES_ID, PAGE_CONFIG_MODULES_ID, PAGE_CONFIG_INDEX_ID]);
  let command: 'build' | 'serve' = 'serve';
  return {
    name: 'page-config-chunks',
    configResolved(config) {
      command = config.command;
    },
    resolveId(id) {
      if (virtualIds.has(id)) return `\0${id}`;
      if (id.startsWith(PAGE_CONFIG_PREFIX) && CONFIG_NAME.test(id.slice(PAGE_CONFIG_PREFIX.length))) return `\0${id}`;
      if (id.startsWith(PAGE_BLOCKS_PREFIX) && CONFIG_NAME.test(id.slice(PAGE_BLOCKS_PREFIX.length))) return `\0${id}`;
      return undefined;
    },
    buildStart() {
      if (!options.emitPageChunks || command !== 'build') return;
      // The configs' chunks: their addresses reach the browser through the server.
      this.emitFile({ type: 'chunk', id: PAGE_CONFIG_INDEX_ID, name: 'page-config-index', preserveSignature: 'strict' });
    },
    generateBundle(_options, bundle) {
      if (!options.emitPageChunks || command !== 'build') return;
      const files: Record<string, string> = {};
      const preloads: Record<string, string[]> = {};
      const chunks = new Map(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])));
      // What every page has loaded already: the entry and its static imports.
      const initial = new Set([...chunks.values()].filter((chunk) => chunk.isEntry && !isPageConfigIndex(chunk.facadeModuleId ?? '')).flatMap((chunk) => staticClosure(chunks, chunk.fileName)));
      for (const chunk of chunks.values()) {
        const facade = chunk.facadeModuleId;
        if (!facade?.startsWith(`\0${PAGE_CONFIG_PREFIX}`)) continue;
        const name = facade.slice(`\0${PAGE_CONFIG_PREFIX}`.length);
        files[name] = chunk.fileName;
        // The config chunk's own imports, and its blocks' definitions with theirs: a client-side
        // navigation to the page fetches them all at once instead of one after the other.
        const blocks = chunk.dynamicImports.filter((file) => chunks.get(file)?.facadeModuleId === `\0${PAGE_BLOCKS_PREFIX}${name}`);
        const needed = new Set([chunk.fileName, ...blocks].flatMap((file) => staticClosure(chunks, file)));
        preloads[name] = [...needed].filter((file) => file !== chunk.fileName && !initial.has(file) && !isStylesheetOnly(chunks.get(file))).sort();
      }
      this.emitFile({ type: 'asset', fileName: PAGE_CONFIG_CHUNKS_FILE, source: `${JSON.stringify(files, null, 1)}\n` });
      this.emitFile({ type: 'asset', fileName: PAGE_CONFIG_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 1)}\n` });
    },
    // Development: a changed config's chunk is built again on its next load.
    hotUpdate({ file }) {
      if (!file.startsWith(dir)) return;
      const graph = this.environment.moduleGraph;
      const config = dirname(file) === dir && file.endsWith('.json') ? graph.getModuleById(configModuleId(file)) : undefined;
      if (config) graph.invalidateModule(config);
    },
    load(id) {
      if (id === `\0${BLOCK_TYPES_ID}`) return blockTypesModule(blocksDir);
      if (id === `\0${PAGE_CONFIG_MODULES_ID}`) return moduleUrlsModule(command, options.clientOutDir);
      if (id === `\0${PAGE_CONFIG_INDEX_ID}`) {
        const imports = configNames(dir).map((name) => `() => import(${JSON.stringify(`${PAGE_CONFIG_PREFIX}${name}`)})`);
        return `export default [\n${imports.join(',\n')}\n];\n`;
      }
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

/** Every block type: the browser's registry knows them all, though their code comes with the pages that use them. */
function blockTypesModule(blocksDir: string): string {
  const blockTypes = existsSync(blocksDir) ? readdirSync(blocksDir).filter((type) => existsSync(join(blocksDir, type, 'index.ts'))).sort() : [];
  return `export const blockTypes = ${JSON.stringify(blockTypes)};\n`;
}

/** A chunk of stylesheets alone: Vite drops it from the output (the site has one stylesheet), so it is never fetched. */
const isStylesheetOnly = (chunk: { moduleIds: readonly string[] } | undefined): boolean =>
  chunk !== undefined && chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => /\.css(\?|$)/.test(id));

/** A chunk and every chunk it imports statically, transitively (file names). */
function staticClosure(chunks: ReadonlyMap<string, { imports: readonly string[] }>, file: string): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const imported of chunks.get(name)?.imports ?? []) visit(imported);
  };
  visit(file);
  return [...seen];
}

const chunkFilesSchema = z.record(z.string(), z.string());
const preloadFilesSchema = z.record(z.string(), z.array(z.string()));

/**
 * The address of a config's chunk by config name. Development: Vite serves the virtual module
 * itself. A build: the client build's file names; without them (the server built before the
 * client) the build stops, since no page could hydrate.
 */
function moduleUrlsModule(command: 'build' | 'serve', clientOutDir: string | undefined): string {
  if (command === 'serve') {
    return `export const pageConfigModuleUrl = (name) => ${JSON.stringify(`/@id/__x00__${PAGE_CONFIG_PREFIX}`)} + name;\nexport const pageConfigPreloads = () => [];\n`;
  }
  const file = clientOutDir && join(clientOutDir, PAGE_CONFIG_CHUNKS_FILE);
  if (!file || !existsSync(file)) throw new Error(`${file || PAGE_CONFIG_CHUNKS_FILE} is missing: build the client (vite build) before the server`);
  const files = chunkFilesSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const preloadFile = join(clientOutDir, PAGE_CONFIG_PRELOADS_FILE);
  const preloads = existsSync(preloadFile) ? preloadFilesSchema.parse(JSON.parse(readFileSync(preloadFile, 'utf8'))) : {};
  const urls = Object.fromEntries(Object.entries(files).map(([name, fileName]) => [name, `/${fileName}`]));
  const preloadUrls = Object.fromEntries(Object.entries(preloads).map(([name, fileNames]) => [name, fileNames.map((fileName) => `/${fileName}`)]));
  return [
    `const urls = new Map(Object.entries(${JSON.stringify(urls)}));`,
    'export const pageConfigModuleUrl = (name) => urls.get(name);',
    `const preloads = new Map(Object.entries(${JSON.stringify(preloadUrls)}));`,
    'export const pageConfigPreloads = (name) => preloads.get(name) ?? [];',
    '',
  ].join('\n');
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
