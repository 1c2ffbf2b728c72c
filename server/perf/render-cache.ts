/**
 * Rendered pages kept per instance, keyed by content version and URL: a content change gives a new
 * version, so old entries are never served again (and age out of this bounded map).
 */
export interface CachedPage {
  status: number;
  html: string;
}

export interface RenderCache {
  get(version: string, url: string): CachedPage | undefined;
  set(version: string, url: string, page: CachedPage): void;
  size(): number;
}

export function createRenderCache(maxEntries = 500): RenderCache {
  const entries = new Map<string, CachedPage>();
  let currentVersion = '';
  return {
    get(version, url) {
      const key = `${version} ${url}`;
      const hit = entries.get(key);
      if (hit) {
        // Least recently used goes first: re-insert on every hit.
        entries.delete(key);
        entries.set(key, hit);
      }
      return hit;
    },
    set(version, url, page) {
      if (version !== currentVersion) {
        // The content changed: drop everything rendered from the old content at once.
        entries.clear();
        currentVersion = version;
      }
      entries.set(`${version} ${url}`, page);
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    size: () => entries.size,
  };
}
