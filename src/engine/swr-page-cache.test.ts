import { describe, expect, it } from 'vitest';
import { pageKey, sectionKey } from './content-key';
import type { PageConfig } from './page-config-schema';
import type { PageRouteData } from './page-loader';
import { createSwrPageCache, type SwrAccess } from './swr-page-cache';

const page: PageConfig = { path: '/country/:id/', pageId: 3, layout: 'standard', sitemap: true, meta: { title: 'Country' }, sections: [] };
const head = { title: 'Kenya', description: 'Safari', keywords: '', image: undefined, canonicalPath: '/country/kenya/', jsonLd: [] };
const kenya = sectionKey(page.path, 'overview', { id: 'kenya' });
const loaded: PageRouteData = {
  page,
  params: { id: 'kenya' },
  sections: { [kenya]: { props: {}, status: 'ready', content: { text: 'Kenya' } } },
  fallback: {},
  head,
  notFound: false,
};

function swrCache(fallback: Record<string, unknown> = {}) {
  const cache = new Map<string, unknown>();
  const access: SwrAccess = { read: (key) => (cache.has(key) ? cache.get(key) : fallback[key]), write: (key, data) => cache.set(key, data) };
  return { cache, pages: createSwrPageCache(() => access) };
}

describe('the page cache in SWR', () => {
  it('gives back a page a navigation loaded, from its sections in the cache, marked as from the cache', () => {
    const { cache, pages } = swrCache();
    expect(pages.read(page, { id: 'kenya' })).toBeUndefined();
    pages.write(loaded);
    expect(cache.get(kenya)).toEqual(loaded.sections[kenya]);
    expect(pages.read(page, { id: 'kenya' })).toEqual({ ...loaded, fromCache: true });
    // Another page of the same route is another page.
    expect(pages.read(page, { id: 'mexico' })).toBeUndefined();
  });

  it('reads the server-rendered page from the fallback, and misses a page one of whose sections is gone', () => {
    const { cache, pages } = swrCache({ [pageKey(page.path, { id: 'kenya' })]: { head, sectionKeys: [kenya] }, [kenya]: loaded.sections[kenya] });
    expect(pages.read(page, { id: 'kenya' })?.sections).toEqual(loaded.sections);
    cache.set(kenya, undefined);
    expect(pages.read(page, { id: 'kenya' })).toBeUndefined();
  });

  it('keeps no 404 page', () => {
    const { cache, pages } = swrCache();
    pages.write({ ...loaded, notFound: true });
    expect(cache.size).toBe(0);
  });
});
