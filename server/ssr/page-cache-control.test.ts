import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { renderHydrationScript } from '../../src/engine/hydration-data';
import type { ContentReader } from '../../src/engine/block';
import { demoContentReader } from '../content-source/demo-content-reader';
import { createRenderCache } from '../perf/render-cache';
import { handlePage, type RendererModule } from './page-handler';

const template = '<!doctype html><html lang="en"><head><!--app-head--></head><body><!--app-html--><!--app-data--></body></html>';

/**
 * A renderer whose one section is ready, failed (its call answered nothing) or invalid (bad
 * content), and says so in its output; `content` is what the section's content holds.
 */
function rendererFor(section: 'ready' | 'failed' | 'invalid' | 'redirect-301' | 'redirect-302', content?: unknown): RendererModule {
  return {
    async renderPage(input) {
      if (section === 'redirect-301') return { kind: 'redirect', status: 301, location: '/new/' };
      if (section === 'redirect-302') return { kind: 'redirect', status: 302, location: '/elsewhere/' };
      const answer = await input.read('pages/get', { pageId: 1 });
      const status = section === 'ready' && answer === null ? 'failed' : section;
      const data = renderHydrationScript({ fallback: {}, sections: { hero: { props: { note: '{"status":"invalid"}' }, status, content } }, apiToken: 't', dev: false });
      return { kind: 'page', status: 200, head: '', html: '<h1>Page</h1>', data, blockTypes: [], degradedSections: status === 'ready' ? [] : ['hero'] };
    },
    sitemapEntries: async () => [],
    browserRouteOf: () => null,
  };
}

function site(section: Parameters<typeof rendererFor>[0], read: ContentReader = async () => ({ title: 'ok' }), content?: unknown) {
  const app = new Hono();
  app.get('*', (c) =>
    handlePage(c, {
      renderer: async () => rendererFor(section, content),
      template: async () => template,
      read,
      apiToken: 't',
      siteUrl: 'http://localhost',
      dev: false,
      cache: { store: createRenderCache(), version: async () => '1' },
    }),
  );
  return app;
}

describe('Cache-Control a CDN can trust', () => {
  it('lets a healthy page be kept publicly with its freshness', async () => {
    const response = await site('ready').request('/page/');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(await response.text()).toContain('<h1>Page</h1>');
  });

  it('forbids keeping a page with a failed or an invalid section, and does not keep it in the render cache', async () => {
    const outage = site('ready', async () => null);
    for (const app of [outage, site('invalid')]) {
      const first = await app.request('/page/');
      expect(first.headers.get('cache-control')).toBe('no-store');
      expect((await app.request('/page/')).headers.get('x-render-cache')).toBe('miss');
    }
  });

  it('gives redirects an explicit policy: permanent ones an hour, temporary ones none', async () => {
    const permanent = await site('redirect-301').request('/old/');
    expect(permanent.status).toBe(301);
    expect(permanent.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await site('redirect-302').request('/old/')).headers.get('cache-control')).toBe('no-store');
  });

  it("trusts the render's own account of its sections, not the words in its content", async () => {
    // Content is the content service's: a trip's booking status may well be "failed".
    const healthy = await site('ready', undefined, { status: 'failed', heading: 'Booking status' }).request('/page/');
    expect(healthy.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(await healthy.text()).toContain('"content":{"status":"failed"');
  });

  it('forbids keeping a page whose render reports a failed section, whatever its embedded data looks like', async () => {
    const app = new Hono();
    app.get('*', (c) =>
      handlePage(c, {
        renderer: async () => ({
          renderPage: async () => ({ kind: 'page', status: 200, head: '', html: '<h1>Page</h1>', data: '', blockTypes: [], degradedSections: ['hero'] }),
          sitemapEntries: async () => [],
          browserRouteOf: () => null,
        }),
        template: async () => template,
        read: async () => ({}),
        apiToken: 't',
        siteUrl: 'http://localhost',
        dev: false,
        cache: { store: createRenderCache(), version: async () => '1' },
      }),
    );
    expect((await app.request('/page/')).headers.get('cache-control')).toBe('no-store');
    expect((await app.request('/page/')).headers.get('x-render-cache')).toBe('miss');
  });

  it("the site's renderer reports the sections it rendered as fallbacks, and none on a healthy page", async () => {
    const { renderPage } = await import('../../src/entry-server');
    const render = (read: ContentReader) => renderPage({ url: '/family-travel/', read, apiToken: 't', siteUrl: 'http://localhost', dev: false, report: () => {} });
    const demo = demoContentReader();
    expect(await render(demo)).toMatchObject({ kind: 'page', status: 200, degradedSections: [] });
    // The page's call fails: every section that reads it shows its fallback.
    const outage = await render(async (call, body) => (call === 'pages/get' ? null : demo(call, body)));
    expect(outage.kind === 'page' && outage.degradedSections.length).toBe(5);
  });
});
