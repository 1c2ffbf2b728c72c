import { describe, expect, it } from 'vitest';
import { createRenderCache, renderCacheKey } from './render-cache';

describe('render cache', () => {
  it('serves a page rendered from the same content version only', () => {
    const cache = createRenderCache();
    cache.set('v1', '/family-travel/', { status: 200, html: 'old' });
    expect(cache.get('v1', '/family-travel/')?.html).toBe('old');
    expect(cache.get('v2', '/family-travel/')).toBeUndefined();
  });

  it('drops every entry when the content version changes', () => {
    const cache = createRenderCache();
    cache.set('v1', '/a/', { status: 200, html: 'a' });
    cache.set('v1', '/b/', { status: 200, html: 'b' });
    cache.set('v2', '/a/', { status: 200, html: 'a2' });
    expect(cache.size()).toBe(1);
    expect(cache.get('v1', '/b/')).toBeUndefined();
  });

  it('keeps at most maxEntries, evicting the least recently used', () => {
    const cache = createRenderCache(2);
    cache.set('v', '/a/', { status: 200, html: 'a' });
    cache.set('v', '/b/', { status: 200, html: 'b' });
    cache.get('v', '/a/');
    cache.set('v', '/c/', { status: 200, html: 'c' });
    expect(cache.get('v', '/b/')).toBeUndefined();
    expect(cache.get('v', '/a/')?.html).toBe('a');
  });

  it('keeps no 404 and no error page: made-up paths never take the place of real pages', () => {
    const cache = createRenderCache(2);
    cache.set('v', '/a/', { status: 200, html: 'a' });
    cache.set('v', '/b/', { status: 200, html: 'b' });
    for (let i = 0; i < 50; i += 1) cache.set('v', `/made-up-${i}/`, { status: 404, html: 'not found' });
    cache.set('v', '/broken/', { status: 500, html: 'error' });
    expect(cache.size()).toBe(2);
    expect(cache.get('v', '/a/')?.html).toBe('a');
    expect(cache.get('v', '/made-up-1/')).toBeUndefined();
  });

  it('ignores query strings: made-up queries are the real page and evict nothing', () => {
    const cache = createRenderCache(2);
    cache.set('v', '/a/', { status: 200, html: 'a' });
    cache.set('v', '/b/', { status: 200, html: 'b' });
    for (let i = 0; i < 50; i += 1) cache.set('v', `/a/?x=${i}`, { status: 200, html: 'a' });
    expect(cache.size()).toBe(2);
    expect(cache.get('v', '/b/')?.html).toBe('b');
    expect(cache.get('v', '/a/?utm_source=newsletter&utm_medium=email')?.html).toBe('a');
    expect(renderCacheKey('/go/?utm_source=mail#form')).toBe('/go/');
  });
});
