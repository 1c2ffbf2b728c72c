import { describe, expect, it } from 'vitest';
import { createHardenedTestApp } from '../http/test-hardened-app';

const directives = (policy: string | null) =>
  new Map((policy ?? '').split(';').map((part) => {
    const [name = '', ...sources] = part.trim().split(/\s+/);
    return [name, sources] as const;
  }));

describe('security headers', () => {
  const { app } = createHardenedTestApp();
  // Served as the built files are: a hashed script, a stylesheet, a font, a raster image, an SVG.
  const files: [path: string, type: string][] = [
    ['/assets/index-abc123.js', 'text/javascript; charset=utf-8'],
    ['/assets/index-abc123.css', 'text/css; charset=utf-8'],
    ['/assets/lato-abc123.woff2', 'font/woff2'],
    ['/images/hero.webp', 'image/webp'],
    ['/assets/logo-abc123.svg', 'image/svg+xml'],
  ];
  for (const [path, type] of files) app.get(path, (c) => c.body('x', 200, { 'content-type': type }));
  const answers = () =>
    Promise.all([
      app.request('/page/'),
      app.request('/api/echo', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }),
      app.request('/api/echo', { method: 'POST', body: 'x', headers: { 'content-type': 'text/plain' } }),
      app.request('/healthz'),
      app.request('/no-route/'),
      app.request('/redirect'),
    ]);

  it('sends a strict CSP, nosniff, the referrer and permissions policies and COOP on documents: pages, API answers, refusals and redirects', async () => {
    for (const response of await answers()) {
      const csp = directives(response.headers.get('content-security-policy'));
      const scriptSources = csp.get('script-src') ?? [];
      expect(scriptSources).toContain("'self'");
      expect(scriptSources.some((source) => /^'nonce-[A-Za-z0-9+/=]{16,}'$/.test(source))).toBe(true);
      expect(scriptSources).not.toContain("'unsafe-inline'");
      expect(scriptSources).not.toContain("'unsafe-eval'");
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('uses a fresh nonce for every response', async () => {
    const nonces = (await answers()).map((r) => /'nonce-([^']+)'/.exec(r.headers.get('content-security-policy') ?? '')?.[1]);
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it('sends Strict-Transport-Security only when served over HTTPS: TLS on our socket, or X-Forwarded-Proto with TRUST_PROXY', async () => {
    const { app: behindProxy } = createHardenedTestApp({ TRUST_PROXY: 'true' });
    const behindTls = await behindProxy.request('/page/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(behindTls.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
    expect(behindTls.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    const direct = await app.request('https://www.travelnrelax.test/page/');
    expect(direct.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
    const plain = await behindProxy.request('/page/', { headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    // Without TRUST_PROXY the header is the client's word: plain http stays plain http.
    const claimed = await app.request('/page/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
    expect(claimed.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
  });

  it('allows inline styles (React style attributes) but scripts only with the nonce', async () => {
    const csp = directives((await app.request('/page/')).headers.get('content-security-policy'));
    expect(csp.get('style-src')).toContain("'unsafe-inline'");
    expect(csp.get('connect-src')).toEqual(["'self'"]);
  });

  it('relaxes only what Vite needs in development (HMR socket, eval)', async () => {
    const dev = createHardenedTestApp({ NODE_ENV: 'development' });
    const csp = directives((await dev.app.request('/page/')).headers.get('content-security-policy'));
    expect(csp.get('connect-src')).toEqual(["'self'", 'ws:', 'wss:']);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('marks API answers no-store, pages not', async () => {
    const [page, api] = await answers();
    expect(api?.headers.get('cache-control')).toBe('no-store');
    expect(page?.headers.get('cache-control')).toBeNull();
  });

  it('sends scripts, stylesheets, fonts and raster images nosniff and CORP, without the document policies', async () => {
    for (const [path] of files.filter(([, type]) => !type.startsWith('image/svg'))) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
      for (const name of ['content-security-policy', 'permissions-policy', 'x-frame-options', 'cross-origin-opener-policy', 'referrer-policy']) {
        expect(response.headers.get(name), `${path} ${name}`).toBeNull();
      }
    }
    const overHttps = await app.request('https://www.travelnrelax.test/assets/index-abc123.js');
    expect(overHttps.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
  });

  it('keeps the document policies on an SVG (opened on its own it is a document that can run script)', async () => {
    const svg = await app.request('/assets/logo-abc123.svg');
    expect(directives(svg.headers.get('content-security-policy')).get('default-src')).toEqual(["'self'"]);
    expect(svg.headers.get('x-frame-options')).toBe('DENY');
  });
});
