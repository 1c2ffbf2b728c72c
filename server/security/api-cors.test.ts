import { describe, expect, it } from 'vitest';
import { createHardenedTestApp } from '../http/test-hardened-app';

const EXPORT_ORIGIN = 'https://static.travelnrelax.test';

describe('CORS for the origins in CORS_ORIGINS only', () => {
  const { app } = createHardenedTestApp({ CORS_ORIGINS: `${EXPORT_ORIGIN}, https://other.travelnrelax.test` });
  const post = (origin: string, fetchSite = 'same-site') =>
    app.request('/api/echo', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', origin, 'sec-fetch-site': fetchSite } });

  it('answers the preflight of an allowed origin, and its POST with Access-Control-Allow-Origin', async () => {
    const preflight = await app.request('/api/echo', {
      method: 'OPTIONS',
      headers: { origin: EXPORT_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, token' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(EXPORT_ORIGIN);
    expect(preflight.headers.get('access-control-allow-headers')?.split(/\s*,\s*/)).toEqual(['content-type', 'token']);
    const response = await post(EXPORT_ORIGIN);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(EXPORT_ORIGIN);
    expect(response.headers.get('vary')).toContain('Origin');
  });

  // A browser sends another site's JSON POST only after a preflight that names it: without
  // Access-Control-Allow-Origin it never goes. What it can send unasked (text/plain, a form) is refused.
  const simplePost = (target: typeof app, origin: string) =>
    target.request('/api/echo', { method: 'POST', body: '{}', headers: { 'content-type': 'text/plain', origin, 'sec-fetch-site': 'cross-site' } });

  it('gives any other origin no CORS headers and refuses its POST', async () => {
    const preflight = await app.request('/api/echo', { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const response = await simplePost(app, 'https://evil.example');
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows no other origin by default', async () => {
    const { app: plain } = createHardenedTestApp();
    const preflight = await plain.request('/api/echo', { method: 'OPTIONS', headers: { origin: EXPORT_ORIGIN, 'access-control-request-method': 'POST' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect((await simplePost(plain, EXPORT_ORIGIN)).status).toBe(403);
  });
});
