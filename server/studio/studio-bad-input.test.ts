import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openPglite, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { createLogger } from '../logger';
import { hashPassword } from './password-hash';
import { createStudioRoutes } from './studio-routes';
import { studioTestDeps } from './studio-test-deps';

/** Issue 36: what a logged-in user can send that used to be a 500 with an error line is its 4xx. */
describe('studio input that used to be a 500', () => {
  let db: Database;
  let app: ReturnType<typeof createStudioRoutes>;
  const lines: string[] = [];
  let cookie = '';

  beforeAll(async () => {
    db = await openPglite('memory://');
    await migrate(db);
    app = createStudioRoutes(
      studioTestDeps({
        users: [{ name: 'dev', role: 'developer', hash: await hashPassword('developer-password-1') }],
        db,
        logger: createLogger('info', (line) => lines.push(line)),
      }),
    );
    const login = await app.request('/studio/login', { method: 'POST', body: new URLSearchParams({ name: 'dev', password: 'developer-password-1' }) });
    cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  }, 60_000);
  afterAll(() => db?.close());

  const errorLines = () => lines.filter((line) => z.object({ level: z.number() }).parse(JSON.parse(line)).level >= 50);
  const send = (method: string, path: string, body?: string | URLSearchParams) =>
    app.request(path, { method, body, headers: { cookie, ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}) } });

  it.each([
    ['POST', '/studio/requests/abc/reject', 404],
    ['POST', '/studio/requests/99999999999999999999/reject', 404],
    ['POST', '/studio/requests/1e3/apply', 404],
    ['GET', '/studio/preview/abc/', 404],
    ['GET', '/studio/preview/99999999999999999999/', 404],
    ['GET', '/studio/requests/abc/before/390.png', 404],
    ['GET', '/studio/requests/99999999999999999999/after/1280.png', 404],
  ])('%s %s (a request id that is no number, or too big for one) is %i', async (method, path, status) => {
    const response = await send(method, path, method === 'POST' ? new URLSearchParams({ reason: 'x' }) : undefined);
    expect(response.status).toBe(status);
    if (path.includes('/reject') || path.includes('/apply')) expect(await response.text()).toContain('There is no such change request.');
    expect(errorLines()).toEqual([]);
  });

  it.each([
    ['GET', '/studio/api/draft?file=page-configs%2Fpages%2Fgo%00.json'],
    ['DELETE', '/studio/api/draft?file=page-configs%2Fpages%2Fgo%00.json'],
    ['GET', '/studio/api/draft?file=..%2F.env'],
  ])('%s %s (a NUL or no page in the draft file name) is a 400', async (method, path) => {
    const response = await send(method, path);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 400, message: 'There is no such page: open it again from the pages list.' });
    expect(errorLines()).toEqual([]);
  });

  it.each([
    // The new-page form shows its problems again (new-page-routes.ts); the editor's API refuses.
    ['/studio/new?path=%2Fsitemap.xml%2F&like=%2Flanding-cruise%2F', 422],
    ['/studio/api/new-page?path=%2Fsitemap.xml%2F&like=%2Flanding-cruise%2F', 409],
  ])(
    'GET %s (a new page address with a dot) is refused with the address rule, not a 500',
    async (path, status) => {
      const response = await send('GET', path);
      expect(response.status).toBe(status);
      expect(await response.text()).toContain('is not a page address');
      expect(errorLines()).toEqual([]);
    },
  );

  it('a draft or a change request nested 5,000 levels deep, or holding a NUL, is a 400 with a clear message', async () => {
    const deep = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    const file = 'page-configs/pages/go.json';
    const deepDraft = await send('PUT', '/studio/api/draft', `{"file":"${file}","baseHash":null,"config":${deep}}`);
    expect([deepDraft.status, await deepDraft.json()]).toEqual([400, { status: 400, message: 'The request body is nested too deeply.' }]);
    const deepRequest = await send('POST', '/studio/api/requests', `{"file":"${file}","baseHash":null,"config":${deep},"note":""}`);
    expect([deepRequest.status, await deepRequest.json()]).toEqual([400, { status: 400, message: 'The request body is nested too deeply.' }]);
    const nulDraft = await send('PUT', '/studio/api/draft', JSON.stringify({ file, baseHash: null, config: { meta: { title: 'a\u0000b' } } }));
    expect([nulDraft.status, await nulDraft.json()]).toEqual([400, { status: 400, message: 'This answer holds characters we cannot store. Please retype it.' }]);
    const nulRequest = await send('POST', '/studio/api/requests', JSON.stringify({ file, baseHash: null, config: { path: '/go/', sections: ['\ud800'] }, note: '' }));
    expect(nulRequest.status).toBe(400);
    expect(errorLines()).toEqual([]);
  });
});
