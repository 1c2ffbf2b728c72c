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
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type, token');
    const response = await post(EXPORT_ORIGIN);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(EXPORT_ORIGIN);
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it('gives any other origin no CORS headers and refuses its POST', async () => {
    const preflight = await app.request('/api/echo', { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const response = await post('https://evil.example', 'cross-site');
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows no other origin by default', async () => {
    const { app: plain } = createHardenedTestApp();
    const response = await plain.request('/api/echo', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', origin: EXPORT_ORIGIN } });
    expect(response.status).toBe(403);
  });
});
