import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHardenedTestApp } from './test-hardened-app';
import { FORM_OUTAGE_MESSAGE } from './form-outage';

afterEach(() => vi.resetModules());

describe('health checks for a load balancer', () => {
  it('/healthz is alive; /readyz follows the database', async () => {
    const { app, database } = createHardenedTestApp();
    expect(await (await app.request('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ok', database: 'ok' });

    database.up = false;
    const notReady = await app.request('/readyz');
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toEqual({ status: 503, message: 'The database is not reachable.' });
    expect((await app.request('/healthz')).status).toBe(200);
  });

  it('/readyz answers 503 once the process is draining', async () => {
    const lifecycle = await import('./lifecycle');
    const { createHardenedTestApp: fresh } = await import('./test-hardened-app');
    const { app } = fresh();
    expect((await app.request('/readyz')).status).toBe(200);
    lifecycle.markDraining();
    const draining = await app.request('/readyz');
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ status: 503, message: 'Shutting down.' });
    expect((await app.request('/page/')).headers.get('connection')).toBe('close');
  });
});

describe('a form whose storage fails', () => {
  it('answers a clear 503 instead of a 500', async () => {
    const { app } = createHardenedTestApp();
    const response = await app.request('/api/enquiries/register', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await response.json()).toEqual({ status: 503, message: FORM_OUTAGE_MESSAGE });
  });
});
