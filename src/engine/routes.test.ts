import { describe, expect, it } from 'vitest';
import type { PageConfig } from './page-config-schema';
import { createPageMatcher } from './routes';

const page = (path: string): PageConfig => ({ path, layout: 'standard', sitemap: true, meta: { title: path }, sections: [] });
const match = createPageMatcher(['/:slug/', '/', '/family-travel/', '/monthly/:slug/', '/page/:pageId/'].map(page));

describe('routes from page configs', () => {
  it('prefers a static path over the catch-all', () => {
    expect(match('/family-travel/')?.page.path).toBe('/family-travel/');
    expect(match('/family-travel')?.page.path).toBe('/family-travel/');
  });

  it('fills parameters, decoded', () => {
    expect(match('/monthly/january/')).toMatchObject({ page: { path: '/monthly/:slug/' }, params: { slug: 'january' } });
    expect(match('/caf%C3%A9-tips/')?.params).toEqual({ slug: 'café-tips' });
    expect(match('/page/12/')?.params).toEqual({ pageId: '12' });
  });

  it('claims nothing for deeper unknown paths or malformed escapes', () => {
    expect(match('/a/b/c/')).toBeNull();
    expect(match('/%E0%A4%A/')).toBeNull();
    expect(match('/')?.page.path).toBe('/');
  });
});
