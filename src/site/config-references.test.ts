import { describe, expect, it } from 'vitest';
import { formatProblem, type ConfigFile } from '../engine/config-check';
import { checkLinks, collectLinks, createLinkResolver, type ParameterProbe } from './config-references';
import type { PageConfig } from '../engine/page-config-schema';
import { createPageMatcher } from '../engine/routes';

const pageAt = (path: string): PageConfig => ({ path, layout: 'standard', sitemap: true, meta: { title: path }, sections: [] });
const matchPage = createPageMatcher([pageAt('/'), pageAt('/blog/'), pageAt('/:slug/'), pageAt('/monthly/:slug/')]);
const file = (value: unknown): ConfigFile => ({ file: 'pages/x.json', text: JSON.stringify(value, null, 2) });

describe('collectLinks', () => {
  it('finds site paths under href/link/url keys at any depth, and nothing else', () => {
    const value = {
      buttonLink: '/go/',
      image: '/images/a.svg',
      cards: [{ href: '/blog/', src: '/images/b.svg' }, { url: 'https://example.com/' }],
      moreLinks: ['/a/', '//cdn.example.com/x'],
    };
    expect(collectLinks(file(value), value).map((l) => [l.path.join('.'), l.href])).toEqual([
      ['buttonLink', '/go/'],
      ['cards.0.href', '/blog/'],
      ['moreLinks.0', '/a/'],
    ]);
  });
});

describe('createLinkResolver', () => {
  const resolve = createLinkResolver(matchPage, [{ from: '/home', to: '/' }]);

  it('resolves pages, "/" and hash links; redirects before pages, case-insensitively', () => {
    expect(resolve('/').kind).toBe('page');
    expect(resolve('/blog/#latest').kind).toBe('page');
    expect(resolve('/HOME/')).toEqual({ kind: 'redirect', to: '/' });
    expect(resolve('/blog')).toEqual({ kind: 'not-canonical', canonical: '/blog/' });
    expect(resolve('/a/b/c/').kind).toBe('none');
  });
});

describe('checkLinks on parameter routes', () => {
  it('asks the content whether a one-segment path has a page behind the catch-all route', async () => {
    const config = file({ sections: [{ props: { buttonLink: '/blgo/' } }, { props: { buttonLink: '/real-post/' } }] });
    const probe: ParameterProbe = async ({ params }) =>
      params.slug === 'real-post' ? { found: true } : { found: false, why: 'the demo content has no such page (it redirects to "/blog/")' };
    const problems = await checkLinks({
      links: collectLinks(config, JSON.parse(config.text)),
      redirects: undefined,
      matchPage,
      knownPaths: ['/', '/blog/'],
      probe,
    });
    expect(problems.map(formatProblem)).toEqual([
      'pages/x.json:5:9: $.sections[0].props.buttonLink: link "/blgo/" only matches the route "/:slug/", and the demo content has no such page (it redirects to "/blog/"); did you mean "/blog/"?',
    ]);
  });

  it('reports a redirect that points at another redirect', async () => {
    const site = file({ redirects: [{ from: '/a', to: '/b/' }, { from: '/b', to: '/blog/' }] });
    const problems = await checkLinks({
      links: [],
      redirects: { file: site, list: JSON.parse(site.text).redirects },
      matchPage,
      knownPaths: [],
    });
    expect(problems.map((p) => [p.line, p.message])).toEqual([[5, 'redirect target "/b/" is itself redirected to "/blog/"; point at that page']]);
  });
});
