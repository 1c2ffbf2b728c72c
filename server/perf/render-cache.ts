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

/**
 * Query parameters a page's HTML depends on. None today: no page reads its query string (redirects
 * keep it, but they are never kept). Every other parameter (utm_source, a made-up ?x=1 …) is
 * dropped from the key, so `/family-travel/?x=1` … `?x=9999` are one entry, served from the real
 * page, and a stranger cannot push the real pages out of the cache with made-up URLs.
 */
const RENDERED_QUERY_PARAMS: readonly string[] = [];

/** The key of a URL's path and query (`/go/?utm_source=mail` → `/go/`). */
export function renderCacheKey(pathAndQuery: string): string {
  const url = new URL(pathAndQuery, 'http://cache.invalid');
  const kept = new URLSearchParams();
  for (const name of RENDERED_QUERY_PARAMS) for (const value of url.searchParams.getAll(name)) kept.append(name, value);
  kept.sort();
  const query = kept.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/** Only real pages are kept: a 404 (any made-up path) or an error page never takes a place. */
const KEPT_STATUS = 200;

export function createRenderCache(maxEntries = 500): RenderCache {
  const entries = new Map<string, CachedPage>();
  let currentVersion = '';
  return {
    get(version, url) {
      const key = `${version} ${renderCacheKey(url)}`;
      const hit = entries.get(key);
      if (hit) {
        // Least recently used goes first: re-insert on every hit.
        entries.delete(key);
        entries.set(key, hit);
      }
      return hit;
    },
    set(version, url, page) {
      if (page.status !== KEPT_STATUS) return;
      if (version !== currentVersion) {
        // The content changed: drop everything rendered from the old content at once.
        entries.clear();
        currentVersion = version;
      }
      entries.set(`${version} ${renderCacheKey(url)}`, page);
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    size: () => entries.size,
  };
}
