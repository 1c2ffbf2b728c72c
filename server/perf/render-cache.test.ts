import { describe, expect, it } from 'vitest';
import { createRenderCache } from './render-cache';

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
});
