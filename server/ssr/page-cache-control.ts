import { CONTENT_FRESH_SECONDS } from '../../src/engine/content-freshness';

/**
 * What a CDN in front may do with a rendered page (docs/deployment.md, "Caching"):
 * - a healthy page: public, fresh 60 s, then served stale up to 10 min while one request refreshes it;
 * - a page with any section in its failed or invalid state (a content outage, bad content):
 *   `no-store`, so the fallbacks are not kept once content is back;
 * - a 404 from a healthy render: public for 60 s (made-up addresses stay cheap), no stale serving;
 * - a permanent redirect (301/308): public for an hour; a temporary one: `no-store`.
 */

export const HEALTHY_PAGE_CACHE_CONTROL = `public, max-age=${CONTENT_FRESH_SECONDS}, stale-while-revalidate=600`;
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=60';
export const PERMANENT_REDIRECT_CACHE_CONTROL = 'public, max-age=3600';
export const DEGRADED_CACHE_CONTROL = 'no-store';

export function pageCacheControl(page: { status: number; degraded: boolean }): string {
  if (page.degraded) return DEGRADED_CACHE_CONTROL;
  if (page.status === 200) return HEALTHY_PAGE_CACHE_CONTROL;
  if (page.status === 404) return NOT_FOUND_CACHE_CONTROL;
  return DEGRADED_CACHE_CONTROL;
}

export function redirectCacheControl(status: number): string {
  return status === 301 || status === 308 ? PERMANENT_REDIRECT_CACHE_CONTROL : DEGRADED_CACHE_CONTROL;
}
