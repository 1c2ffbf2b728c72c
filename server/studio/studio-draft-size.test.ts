import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../test-support/test-app';
import { hashPassword } from './password-hash';
import { STUDIO_BODY_TOO_LARGE_MESSAGE } from '../http/body-limit';

/**
 * A draft carries the editor's undo history: a landing page's passes the site's 16 KB body limit
 * after a few edits. Through the whole app (hardening first), a logged-in editor's 200 KB draft is
 * saved, one over 1 MB is refused in the studio's words; without a session the same body is a
 * 401; elsewhere 16 KB still holds.
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

  const draftOf = (characters: number) =>
    JSON.stringify({
      file: 'page-configs/pages/go.json',
      baseHash: null,
      config: { path: '/go/', meta: { title: 'Contact' }, sections: [{ id: 'text', type: 'static-text', props: { text: 'x'.repeat(characters) } }] },
    });
  const draft = draftOf(200_000);
  const put = (headers: Record<string, string>, body = draft) =>
    testApp.app.request('http://localhost/studio/api/draft', { method: 'PUT', body, headers: { 'content-type': 'application/json', origin: 'http://localhost', ...headers } });

  it('saves a logged-in editor\'s draft of 200 KB', async () => {
    expect(cookie).toMatch(/=/);
    const saved = await put({ cookie });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ savedAt: expect.any(String) });
  });

  it("refuses a draft over 1 MB with the studio's message", async () => {
    const refused = await put({ cookie }, draftOf(1_000_001));
    expect(refused.status).toBe(413);
    expect(await refused.json()).toMatchObject({ message: STUDIO_BODY_TOO_LARGE_MESSAGE });
  });

  it('answers 401 to the same body without a session, and keeps 16 KB on the API', async () => {
    expect((await put({})).status).toBe(401);
    const api = await testApp.app.request('http://localhost/api/pages/get', { method: 'POST', body: draft, headers: { 'content-type': 'application/json' } });
    expect(api.status).toBe(413);
  });
});
