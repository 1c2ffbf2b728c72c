import chunks from 'virtual:page-config-chunks';
import type { PageDirectory } from '../engine/page-directory';
import type { PageConfig } from '../engine/page-config-schema';
import { createRouteMatcher } from '../engine/routes';

type Chunk = (typeof chunks)[number];

const loaded = new Map<Chunk, PageConfig>();
const loading = new Map<Chunk, Promise<PageConfig>>();
const match = createRouteMatcher(chunks.map((chunk) => ({ path: chunk.path, value: chunk })));

function load(chunk: Chunk): Promise<PageConfig> {
  let pending = loading.get(chunk);
  if (!pending) {
    pending = chunk.load().then((module) => {
      // Parsed with the schema at build time (scripts/vite/page-config-chunks-plugin.ts): no zod here.
      const page = module.default;
      loaded.set(chunk, page);
      return page;
    });
    // A failed download is asked for again next time.
    pending.catch(() => loading.delete(chunk));
    loading.set(chunk, pending);
  }
  return pending;
}

/** After a client-side navigation, a config that cannot be downloaded (offline, a new deployment) means a full page load: the server renders the page. */
const navigationLoads = new Map<Chunk, Promise<PageConfig>>();
function loadForNavigation(chunk: Chunk): Promise<PageConfig> {
  // One promise per chunk: React's use() must see the same one on every render while it waits.
  let pending = navigationLoads.get(chunk);
  if (!pending) {
    pending = load(chunk).catch((error: unknown) => {
      console.warn(`[pages] could not load the config of ${chunk.path}: ${String(error)}`);
      window.location.reload();
      return new Promise<never>(() => {});
    });
    navigationLoads.set(chunk, pending);
  }
  return pending;
}

/**
 * The browser's page directory: every path is routed, but only the configs of pages visited are
 * downloaded (see scripts/vite/page-config-chunks-plugin.ts).
 */
export const browserPageDirectory: PageDirectory & { preload(pathname: string): Promise<PageConfig | null> } = {
  find(pathname) {
    const found = match(pathname);
    if (!found) return null;
    const page = loaded.get(found.value);
    return page ? { params: found.params, page } : { params: found.params, loading: loadForNavigation(found.value) };
  },
  async preload(pathname) {
    const found = match(pathname);
    return found ? load(found.value) : null;
  },
};
