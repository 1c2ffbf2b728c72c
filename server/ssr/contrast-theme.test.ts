import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { contrastChoiceOfCookies, contrastCookie } from '../../src/site/contrast-preference';
import { createRenderCache } from '../perf/render-cache';
import { contrastChoiceOfRequest, withContrastTheme } from './contrast-theme';
import { handlePage, type RendererModule } from './page-handler';

const TEMPLATE = '<!doctype html><html lang="en"><head><!--app-head--></head><body><!--app-html--><!--app-data--></body></html>';

/** The page handler with a renderer that counts its renders, and the render cache on. */
function siteWithCache() {
  let renders = 0;
  const renderer: RendererModule = {
    async renderPage() {
      renders += 1;
      return { kind: 'page', status: 200, head: '<title>T</title>', html: '<main>page</main>', data: '', blockTypes: [] };
    },
    async sitemapEntries() {
      return [];
    },
    browserRouteOf: () => null,
  };
  const app = new Hono();
  const store = createRenderCache();
  app.get('*', (c) =>
    handlePage(c, {
      renderer: async () => renderer,
      template: async () => TEMPLATE,
      read: async () => null,
      apiToken: 't',
      siteUrl: 'http://site.test',
      dev: false,
      cache: { store, version: async () => 'v1' },
    }),
  );
  return { app, renders: () => renders };
}

const cookieOf = (choice: 'more' | 'standard') => contrastCookie(choice).split(';')[0]!;

describe('contrast theme on server-rendered pages', () => {
  it('reads the choice from a Cookie header among other cookies, ignoring unknown values', () => {
    expect(contrastChoiceOfCookies('a=1; contrast=more; b=2')).toBe('more');
    expect(contrastChoiceOfCookies('contrast=standard')).toBe('standard');
    expect(contrastChoiceOfCookies('contrast=loud')).toBeUndefined();
    expect(contrastChoiceOfCookies('mycontrast=more')).toBeUndefined();
    expect(contrastChoiceOfCookies(undefined)).toBeUndefined();
  });

  it("reads the server's choice from the request's cookies (hono/cookie)", async () => {
    const app = new Hono().get('/', (c) => c.text(contrastChoiceOfRequest(c) ?? 'none'));
    const choiceFor = async (cookie: string) => (await app.request('/', { headers: { cookie } })).text();
    expect(await choiceFor('a=1; contrast=more; b=2')).toBe('more');
    expect(await choiceFor('contrast=loud')).toBe('none');
    expect(await choiceFor('mycontrast=more')).toBe('none');
  });

  it('marks the <html> element only when there is a choice', () => {
    expect(withContrastTheme(TEMPLATE, 'more')).toContain('<html lang="en" data-contrast="more">');
    expect(withContrastTheme(TEMPLATE, undefined)).toBe(TEMPLATE);
  });

  it('serves one cached render to everyone, themed per visitor, and keeps themed pages out of shared caches', async () => {
    const { app, renders } = siteWithCache();
    const plain = await app.request('/family-travel/');
    expect(await plain.text()).toContain('<html lang="en">');
    expect(plain.headers.get('cache-control')).toMatch(/^public/);

    const themed = await app.request('/family-travel/', { headers: { cookie: cookieOf('more') } });
    expect(themed.headers.get('x-render-cache')).toBe('hit');
    expect(await themed.text()).toContain('<html lang="en" data-contrast="more">');
    expect(themed.headers.get('cache-control')).toBe('private, no-cache');

    const refused = await app.request('/family-travel/', { headers: { cookie: cookieOf('standard') } });
    expect(await refused.text()).toContain('<html lang="en" data-contrast="standard">');

    const plainAgain = await app.request('/family-travel/');
    expect(await plainAgain.text()).not.toContain('data-contrast');
    expect(renders()).toBe(1);
  });
});
