import chunks, { type PageConfigChunk } from 'virtual:page-config-chunks';
import type { PageConfig } from '../engine/page-config-schema';
import { browserBlockRegistry } from './browser-block-registry';

const byPath = new Map(chunks.map((chunk) => [chunk.path, chunk]));
const loaded = new Map<string, PageConfig>();
const loading = new Map<string, Promise<PageConfig>>();
const modules = new Map<string, PageConfigChunk>();

/**
 * The browser's page directory: every page path is a route, but only the configs of pages visited
 * are downloaded, each a chunk of its own (see scripts/vite/page-config-chunks-plugin.ts), loaded
 * by the route's `lazy` and its loader (one download, shared).
 */
export const browserPageDirectory = {
  /** Every page config's path pattern: the routes. */
  paths: (): string[] => [...byPath.keys()],
  /** The config of a route path, downloaded once; a failed download is asked for again next time. */
  load(path: string): Promise<PageConfig> {
    let pending = loading.get(path);
    if (!pending) {
      const chunk = byPath.get(path);
      if (!chunk) return Promise.reject(new Error(`no page config has the path ${path}`));
      // Parsed with the schema at build time (scripts/vite/page-config-chunks-plugin.ts): no zod here.
      pending = chunk.load().then((module) => {
        // The page's blocks' components came in the same chunk: the registry has them at once.
        browserBlockRegistry.provideComponents(module.components);
        modules.set(path, module);
        loaded.set(path, module.default);
        return module.default;
      });
      pending.catch(() => loading.delete(path));
      loading.set(path, pending);
    }
    return pending;
  },
  /**
   * The config of a route path with its blocks' whole definitions (schemas, loads) handed to the
   * registry: what a page the browser renders itself needs (zod comes with them).
   */
  async loadWithBlocks(path: string): Promise<PageConfig> {
    const page = await browserPageDirectory.load(path);
    const module = modules.get(path);
    if (module) browserBlockRegistry.provide((await module.blocks()).default);
    return page;
  },
  /** The config of a route path if already downloaded. */
  loaded: (path: string): PageConfig | undefined => loaded.get(path),
};
