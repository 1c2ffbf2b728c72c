import { describe, expect, it } from 'vitest';
import { createRouteDiscovery } from './route-discovery';

const app = createRouteDiscovery({ renderer: async () => import('../../src/entry-server') });
const ask = async (path: string | undefined) => {
  const response = await app.request(path === undefined ? '/__route' : `/__route?path=${encodeURIComponent(path)}`);
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: await response.json() };
};

describe('GET /__route: a page route for lazy route discovery', () => {
  it("answers a page's route pattern and its config chunk (Vite's address in development), cacheable", async () => {
    expect(await ask('/family-travel/')).toEqual({
      status: 200,
      cacheControl: 'public, max-age=300, stale-while-revalidate=3600',
      body: { route: { path: '/family-travel/', module: '/@id/__x00__virtual:page-config/family-travel' } },
    });
    expect((await ask('/Family-Travel')).body.route.path).toBe('/family-travel/');
  });

  it('answers the pattern a path matches: a country, a page by id, a blog post', async () => {
    expect((await ask('/country/kenya/')).body.route).toEqual({ path: '/country/:id/', module: '/@id/__x00__virtual:page-config/country' });
    expect((await ask('/page/12/')).body.route.path).toBe('/page/:pageId/');
    expect((await ask('/some-post/')).body.route.path).toBe('/:slug/');
  });

  it('answers null for a redirect of site.json (the browser has those) and a path no page has', async () => {
    expect((await ask('/sarah-mitchell/')).body).toEqual({ route: null });
    expect((await ask('/a/b/c/')).body).toEqual({ route: null });
    expect((await ask('/%E0%A4%A/')).body).toEqual({ route: null });
  });

  it('refuses a request without a site path', async () => {
    expect(await ask(undefined)).toMatchObject({ status: 400, cacheControl: 'no-store' });
    expect((await ask('https://elsewhere.example/')).status).toBe(400);
  });
});
