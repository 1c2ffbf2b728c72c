import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../test-support/test-app';
import { hashPassword } from './password-hash';

/**
 * A draft carries the editor's undo history: a landing page's passes the site's 16 KB body limit
 * after a few edits. Through the whole app (hardening first), a logged-in editor's 200 KB draft is
 * saved; without a session the same body is a 401; elsewhere 16 KB still holds.
 */
describe("the studio's draft through the whole app", () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let cookie = '';

  beforeAll(async () => {
    vi.stubEnv('STUDIO_USERS', `mia:editor:${await hashPassword('marketer-password-1')}`);
    testApp = await createTestApp({ env: { SITE_URL: 'http://localhost' } });
    const login = await testApp.app.request('http://localhost/studio/login', {
      method: 'POST',
      body: new URLSearchParams({ name: 'mia', password: 'marketer-password-1' }),
      headers: { origin: 'http://localhost' },
    });
    cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  }, 60_000);
  afterAll(async () => {
    await testApp?.close();
    vi.unstubAllEnvs();
  });

  const draft = JSON.stringify({
    file: 'page-configs/pages/go.json',
    baseHash: null,
    config: { path: '/go/', meta: { title: 'Contact' }, sections: [{ id: 'text', type: 'static-text', props: { text: 'x'.repeat(200_000) } }] },
  });
  const put = (headers: Record<string, string>) =>
    testApp.app.request('http://localhost/studio/api/draft', { method: 'PUT', body: draft, headers: { 'content-type': 'application/json', origin: 'http://localhost', ...headers } });

  it('saves a logged-in editor\'s draft of 200 KB', async () => {
    expect(cookie).toMatch(/=/);
    const saved = await put({ cookie });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ savedAt: expect.any(String) });
  });

  it('answers 401 to the same body without a session, and keeps 16 KB on the API', async () => {
    expect((await put({})).status).toBe(401);
    const api = await testApp.app.request('http://localhost/api/pages/get', { method: 'POST', body: draft, headers: { 'content-type': 'application/json' } });
    expect(api.status).toBe(413);
  });
});
