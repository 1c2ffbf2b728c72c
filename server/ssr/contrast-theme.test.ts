import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { contrastChoiceOfCookies, contrastCookie } from '../../src/shared/contrast-preference';
import { createRenderCache } from '../perf/render-cache';
import { CONTRAST_SCRIPT, contrastChoiceOfRequest, withContrastTheme } from './contrast-theme';
import { handlePage, type RendererModule } from './page-handler';

const TEMPLATE = '<!doctype html><html lang="en"><head><!--app-head--></head><body><!--app-html--><!--app-data--></body></html>';

/** The page handler with a renderer that counts its renders, and the render cache on. */
function siteWithCache() {
  let renders = 0;
  const renderer: RendererModule = {
    async renderPage() {
      renders += 1;
      return { kind: 'page', status: 200, head: '<title>T</title>', html: '<main>page</main>', data: '', blockTypes: [], degradedSections: [] };
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

  it('serves one page to every visitor, chosen theme or not, public for shared caches, with the theme script nonced first in the head', async () => {
    const { app, renders } = siteWithCache();
    const plain = await app.request('/family-travel/');
    const plainHtml = await plain.text();
    expect(plain.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(plain.headers.get('vary') ?? '').not.toMatch(/cookie/i);

    const themed = await app.request('/family-travel/', { headers: { cookie: cookieOf('more') } });
    expect(themed.headers.get('x-render-cache')).toBe('hit');
    expect(themed.headers.get('cache-control')).toBe(plain.headers.get('cache-control'));
    const themedHtml = await themed.text();
    expect(themedHtml).not.toContain('data-contrast=');
    // Only the nonce differs between the two responses.
    expect(themedHtml.replace(/nonce="[^"]+"/g, '')).toBe(plainHtml.replace(/nonce="[^"]+"/g, ''));
    // The response's nonce goes in with the security headers' middleware (tests/e2e/theme-cache.test.ts).
    expect(themedHtml).toMatch(/<head><script id="__CONTRAST__">\(function\(\)\{/);
    expect(renders()).toBe(1);
  });
});

describe('the head script that applies the theme in the browser', () => {
  /** Runs the script's code against a document with these cookies; the attribute it set, if any. */
  function themeSetBy(cookie: string): string | undefined {
    const code = /<script[^>]*>(.*)<\/script>/.exec(CONTRAST_SCRIPT)?.[1] ?? '';
    const set: Record<string, string> = {};
    const document = { cookie, documentElement: { setAttribute: (name: string, value: string) => (set[name] = value) } };
    new Function('document', code)(document);
    return set['data-contrast'];
  }

  it('sets the choice the cookie names, and nothing for unknown values or other cookies', () => {
    expect(themeSetBy('contrast=more')).toBe('more');
    expect(themeSetBy('a=1; contrast=standard; b=2')).toBe('standard');
    expect(themeSetBy('a=1; contrast=more')).toBe('more');
    expect(themeSetBy('contrast=loud')).toBeUndefined();
    expect(themeSetBy('contrast=more-ish')).toBeUndefined();
    expect(themeSetBy('mycontrast=more')).toBeUndefined();
    expect(themeSetBy('')).toBeUndefined();
  });
});
