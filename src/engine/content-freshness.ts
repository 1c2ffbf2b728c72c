/**
 * How long content counts as fresh, in seconds: a healthy page's HTTP caching (its Cache-Control
 * max-age, server/ssr/page-cache-control.ts) and the browser's content cache
 * (src/runtime/content-cache.ts) promise the same, so going back within it asks for nothing.
 */
export const CONTENT_FRESH_SECONDS = 60;
