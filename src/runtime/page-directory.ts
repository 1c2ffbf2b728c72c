import type { BlockComponent, BlockRegistry } from '../engine/block-registry';
import type { BlockModule } from '../engine/block';
import type { BrowserRoute } from '../engine/browser-route';
import type { PageConfig } from '../engine/page-config-schema';
import { isPlainObject } from '../lib/plain-data';

/** A page config's chunk (scripts/vite/page-config-chunks-plugin.ts): the config, its blocks' components, a loader of their definitions. */
interface PageConfigChunk {
  default: PageConfig;
  components: Readonly<Record<string, BlockComponent>>;
  blocks: () => Promise<{ default: readonly BlockModule['block'][] }>;
}

/**
 * A chunk of our own build, imported by address: its shape is checked where it can go wrong (an
 * address that is not a page chunk), the config itself was parsed with the schema at build time.
 */
function isPageConfigChunk(value: unknown): value is PageConfigChunk {
  return (
    isPlainObject(value) &&
    isPlainObject(value.default) &&
    typeof value.default.path === 'string' &&
    Array.isArray(value.default.sections) &&
    isPlainObject(value.components) &&
    typeof value.blocks === 'function'
  );
}

export type PageDirectory = ReturnType<typeof createPageDirectory>;

/** How a chunk is fetched by its address: the browser's import(), or a test's modules. */
export type ChunkImporter = (module: string) => Promise<unknown>;

const importChunk: ChunkImporter = (module) => import(/* @vite-ignore */ module);

const preloaded = new Set<string>();

/**
 * Fetches a chunk a page will import, without evaluating it (`<link rel="modulepreload">`), once:
 * a config's chunk, its imports and its blocks' definitions then download together.
 */
function preloadModule(href: string): void {
  if (preloaded.has(href) || typeof document === 'undefined') return;
  preloaded.add(href);
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}

/**
 * The browser's page directory: the routes it has learned (the current page's from the hydration
 * data, others from the route endpoint, ./route-discovery.ts) and the configs of the pages
 * visited, each downloaded once, by the route's `lazy` and its loader. Each config's chunk hands
 * its blocks' components (and, for a page the browser renders itself, their definitions) to the
 * site's block registry.
 */
export function createPageDirectory(registry: BlockRegistry, importModule: ChunkImporter = importChunk) {
  const modules = new Map<string, string>();
  const loaded = new Map<string, PageConfig>();
  const loading = new Map<string, Promise<PageConfig>>();
  const chunks = new Map<string, PageConfigChunk>();

  /** The config of a route path, downloaded once; a failed download is asked for again next time. */
  function load(path: string): Promise<PageConfig> {
    let pending = loading.get(path);
    if (!pending) {
      const module = modules.get(path);
      if (module === undefined) return Promise.reject(new Error(`no page config has the path ${path}`));
      // Parsed with the schema at build time (scripts/vite/page-config-chunks-plugin.ts): no zod here.
      pending = importModule(module).then((chunk: unknown) => {
        if (!isPageConfigChunk(chunk)) throw new Error(`${module} is not a page config's chunk`);
        // The page's blocks' components came in the same chunk: the registry has them at once.
        registry.provideComponents(chunk.components);
        chunks.set(path, chunk);
        loaded.set(path, chunk.default);
        return chunk.default;
      });
      pending.catch(() => loading.delete(path));
      loading.set(path, pending);
    }
    return pending;
  }

  return {
    /** Remembers where a route's config chunk is (and starts fetching what its page needs beside it). */
    learn(route: BrowserRoute): void {
      modules.set(route.path, route.module);
      for (const href of route.preload ?? []) preloadModule(href);
    },
    /** Whether a route path is known (its route is in the router). */
    knows: (path: string): boolean => modules.has(path),
    load,
    /**
     * The config of a route path with its blocks' whole definitions (schemas, loads) handed to the
     * registry: what a page the browser renders itself needs (zod comes with them).
     */
    async loadWithBlocks(path: string): Promise<PageConfig> {
      const page = await load(path);
      const chunk = chunks.get(path);
      if (chunk) registry.provide((await chunk.blocks()).default);
      return page;
    },
    /** The config of a route path if already downloaded. */
    loaded: (path: string): PageConfig | undefined => loaded.get(path),
  };
}
