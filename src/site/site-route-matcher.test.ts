import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createRouteMatcher } from '../engine/route-matcher';
import { pageConfigs } from './page-configs';
import { siteConfig } from './site-config';

/**
 * The matcher built once (src/engine/route-matcher.ts) against React Router's ranking over every
 * route, the way the site matched before: the same route for every path of the site's configs,
 * its redirects and patterns, in any letter case, with and without the trailing slash.
 */
const sitePaths = [...pageConfigs.map((page) => page.path), ...siteConfig.redirects.map((entry) => entry.from)];

const rankedById = (paths: readonly string[]) => {
  const routes = paths.map((path, index) => ({ id: String(index), path }));
  return (pathname: string) => {
    const match = matchRoutes(routes, pathname)?.at(-1);
    return match ? { path: paths[Number(match.route.id)], params: { ...match.params } } : null;
  };
};

const builtOnce = (paths: readonly string[]) => {
  const match = createRouteMatcher(paths.map((path) => ({ path, value: path })));
  return (pathname: string) => {
    const found = match(pathname);
    return found ? { path: found.value, params: found.params } : null;
  };
};

/** A path each pattern matches: its parameters filled with sample values. */
const filled = (path: string, value: string) => path.replace(/:[\w-]+\??/g, value).replace(/\*$/, 'rest/of/it');

/** What a visitor or a link may write for a route path: its case and slash variants. */
function variants(path: string): string[] {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return [path, bare, path.toUpperCase(), bare.toUpperCase(), `${bare}//`, path.replace(/^\/(\w)/, (_, c: string) => `/${c.toUpperCase()}`)];
}

const probes = (paths: readonly string[]) => [
  ...paths.flatMap((path) => [...variants(filled(path, 'kenya')), ...variants(filled(path, 'Caf%C3%A9-Tips'))]),
  '',
  '/',
  '///',
  '//family-travel/',
  '/family-travel/extra/',
  '/a/b/c/',
  '/country/',
  '/country/kenya/more/',
  '/page/12/13/',
  '/%66amily-travel/',
  '/family%2Ftravel/',
  '/monthly/january/',
  '/COUNTRY/Kenya/',
  '/some-post',
];

describe('the route matcher built once gives React Router ranking answers', () => {
  it(`for the ${sitePaths.length} paths of the site's configs and redirects, their patterns, case and slash variants`, () => {
    const reference = rankedById(sitePaths);
    const matcher = builtOnce(sitePaths);
    const checked = probes(sitePaths);
    for (const pathname of checked) expect(matcher(pathname), pathname).toEqual(reference(pathname));
    expect(sitePaths).toEqual(expect.arrayContaining(['/:slug/', '/country/:id/', '/page/:pageId/']));
    expect(checked.length).toBeGreaterThan(400);
  });

  // React Router's ranking sorts every route on each call (~20 ms here with 250 routes): a few probes.
  it('in any order of the routes, and with landing pages beside them', () => {
    const landing = Array.from({ length: 200 }, (_, index) => `/campaign-${index}/`);
    const paths = [...landing, ...[...sitePaths].reverse(), '/docs/*', '/shop/:id?/'];
    const reference = rankedById(paths);
    const matcher = builtOnce(paths);
    const patterns = paths.filter((path) => /[:*?]/.test(path));
    for (const pathname of [...patterns.map((path) => filled(path, 'Kenya')), '/docs/a/b/', '/shop/', '/shop/7/', '/campaign-199', '/CAMPAIGN-5/', '/FAMILY-travel', '/nowhere/at/all/']) {
      expect(matcher(pathname), pathname).toEqual(reference(pathname));
    }
  });

  it('claims nothing for a path whose escapes do not decode (the 404 page)', () => {
    expect(builtOnce(sitePaths)('/%E0%A4%A/')).toBeNull();
    expect(builtOnce(sitePaths)('/family-travel/')).toEqual({ path: '/family-travel/', params: {} });
  });
});
