import { createMemoryRouter, matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PageConfig } from './page-config-schema';
import { canonicalPathname, createPageMatcher, createSiteRoutes, NOT_FOUND_ROUTE_ID } from './routes';

const page = (path: string): PageConfig => ({ path, layout: 'standard', sitemap: true, meta: { title: path }, sections: [] });
const paths = ['/:slug/', '/', '/family-travel/', '/monthly/:slug/', '/page/:pageId/', '/about-our-travel-agency/sarah-mitchell/'];
const match = createPageMatcher(paths.map(page));

const redirects = [
  { from: '/sarah-mitchell/', to: '/about-our-travel-agency/sarah-mitchell/' },
  { from: '/faqs', to: '/family-travel/' },
];
const siteRoutes = () =>
  createSiteRoutes({
    pagePaths: paths,
    redirects,
    page: () => ({ loader: () => null }),
    notFound: { loader: () => null },
    root: {},
  });
const routeIdOf = (pathname: string) => matchRoutes(siteRoutes(), pathname)?.at(-1)?.route.id;

describe('routes from page configs, ranked by React Router', () => {
  it('prefers a static path over the catch-all, in any order of the configs', () => {
    expect(match('/family-travel/')?.page.path).toBe('/family-travel/');
    expect(match('/family-travel')?.page.path).toBe('/family-travel/');
    expect(createPageMatcher([...paths].reverse().map(page))('/family-travel/')?.page.path).toBe('/family-travel/');
    expect(routeIdOf('/family-travel/')).toBe('/family-travel/');
    expect(routeIdOf('/some-post/')).toBe('/:slug/');
  });

  it('fills parameters, decoded', () => {
    expect(match('/monthly/january/')).toMatchObject({ page: { path: '/monthly/:slug/' }, params: { slug: 'january' } });
    expect(match('/caf%C3%A9-tips/')?.params).toEqual({ slug: 'café-tips' });
    expect(match('/page/12/')?.params).toEqual({ pageId: '12' });
  });

  it('claims nothing for deeper unknown paths or malformed escapes; the site routes send those to the 404 route', () => {
    expect(match('/a/b/c/')).toBeNull();
    expect(match('/%E0%A4%A/')).toBeNull();
    expect(match('/')?.page.path).toBe('/');
    expect(routeIdOf('/a/b/c/')).toBe(NOT_FOUND_ROUTE_ID);
  });

  it("ranks a redirect's static path above the catch-all: /sarah-mitchell/ is the redirect, not a blog post", () => {
    expect(routeIdOf('/sarah-mitchell/')).toBe('redirect /sarah-mitchell/');
    expect(routeIdOf('/FAQS/')).toBe('redirect /faqs');
  });
});

describe('the redirect table in client-side navigation', () => {
  it('a navigation to an alias ends on its target, as the server answers (letter case, slash and query kept as the server does)', async () => {
    const router = createMemoryRouter(siteRoutes(), { initialEntries: ['/'] });
    await router.navigate('/sarah-mitchell/');
    expect(router.state.location.pathname).toBe('/about-our-travel-agency/sarah-mitchell/');
    await router.navigate('/FAQS?from=menu');
    expect(router.state.location.pathname + router.state.location.search).toBe('/family-travel/?from=menu');
    await router.navigate('/some-post/');
    expect(router.state.location.pathname).toBe('/some-post/');
    router.dispose();
  });

  it('the redirect loaders answer 301 with the target, for the server', async () => {
    const leaf = matchRoutes(siteRoutes(), '/sarah-mitchell/')?.at(-1)?.route;
    const loader = leaf?.loader;
    if (typeof loader !== 'function') throw new Error('the redirect route has no loader');
    const response: unknown = await loader({ request: new Request('http://site.invalid/sarah-mitchell/?a=1'), params: {}, context: undefined, url: new URL('http://site.invalid/sarah-mitchell/?a=1'), pattern: '/sarah-mitchell/' });
    expect(response).toBeInstanceOf(Response);
    if (!(response instanceof Response)) return;
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/about-our-travel-agency/sarah-mitchell/?a=1');
  });
});

describe('canonical path', () => {
  it('is lower case with its trailing slash; percent escapes keep their hex digits; leading slashes collapse', () => {
    expect(canonicalPathname('/DISNEY-World-10-Tips/')).toBe('/disney-world-10-tips/');
    expect(canonicalPathname('/family-travel')).toBe('/family-travel/');
    expect(canonicalPathname('/caf%C3%A9-TIPS/')).toBe('/caf%C3%A9-tips/');
    expect(canonicalPathname('//evil.example')).toBe('/evil.example/');
    expect(canonicalPathname('/')).toBe('/');
  });
});
