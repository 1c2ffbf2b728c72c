import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLimitsStore } from '../limits/limits-store';
import { createLoginLimiter, LOGIN_MAX_PER_ACCOUNT } from './login-limiter';
import { hashPassword, verifyPassword } from './password-hash';
import { createSessionStore, sessionTokenOf, setSessionCookie } from './sessions';
import { createLogger } from '../logger';
import { createStudioRoutes, type StudioDeps } from './studio-routes';
import { studioTestDeps } from './studio-test-deps';
import { createStudioUserDirectory, parseStudioUsers, StudioUsersError, type StudioUser } from './studio-users';
import { openTestDatabase } from '../test-support/test-database';

describe('studio passwords', () => {
  it('are stored as salted scrypt hashes that verify only the same password', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\.[0-9a-f]{32}\.[0-9a-f]{64}$/);
    expect(hash).not.toContain('correct');
    expect(await hashPassword('correct horse battery')).not.toBe(hash);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    expect(await verifyPassword('correct horse battery', 'plain-text')).toBe(false);
  });
});

describe('STUDIO_USERS', () => {
  const hash = `scrypt.${'a'.repeat(32)}.${'b'.repeat(64)}`;

  it('is off when unset, and lists name:role:hash entries', () => {
    expect(parseStudioUsers(undefined)).toBeUndefined();
    expect(parseStudioUsers('  ')).toBeUndefined();
    expect(parseStudioUsers(`ann:editor:${hash}, dev:developer:${hash}`)).toEqual([
      { name: 'ann', role: 'editor', hash },
      { name: 'dev', role: 'developer', hash },
    ]);
    // An e-mail address may end an entry: where the outcome of that person's requests is mailed.
    expect(parseStudioUsers(`ann:editor:${hash}:ann@agency.example`)).toEqual([{ name: 'ann', role: 'editor', hash, email: 'ann@agency.example' }]);
    expect(() => parseStudioUsers(`ann:editor:${hash}:not-an-address`)).toThrow(StudioUsersError);
  });

  it('reads a JSON file and refuses bad roles, plain passwords and duplicates', () => {
    expect(parseStudioUsers('/etc/studio-users.json', () => JSON.stringify([{ name: 'ann', role: 'editor', hash }]))).toEqual([{ name: 'ann', role: 'editor', hash }]);
    expect(() => parseStudioUsers(`ann:admin:${hash}`)).toThrow(StudioUsersError);
    expect(() => parseStudioUsers('ann:editor:secret')).toThrow(/not a studio password hash/);
    expect(() => parseStudioUsers(`ann:editor:${hash},ann:developer:${hash}`)).toThrow('user "ann" is listed twice');
  });
});

describe('studio sessions', () => {
  it('sets an HttpOnly, SameSite=Strict cookie on /studio, Secure only behind TLS', async () => {
    const app = new Hono();
    app.get('/set', (c) => {
      setSessionCookie(c, 'abc', { secure: c.req.query('tls') === '1' });
      return c.text(sessionTokenOf(c) ?? 'none');
    });
    const setCookieOf = async (path: string, cookie?: string) => {
      const response = await app.request(path, cookie ? { headers: { cookie } } : {});
      return [response.headers.get('set-cookie'), await response.text()];
    };
    const [plain, noToken] = await setCookieOf('/set', 'theme=dark');
    expect(plain).toBe('studio_session=abc; Max-Age=43200; Path=/studio; HttpOnly; SameSite=Strict');
    expect(noToken).toBe('none');
    const [secure, token] = await setCookieOf('/set?tls=1', 'theme=dark; studio_session=abc; x=1');
    expect(secure).toBe('studio_session=abc; Max-Age=43200; Path=/studio; HttpOnly; Secure; SameSite=Strict');
    expect(token).toBe('abc');
  });

  it('finds a session by its random token until it expires, is removed or its user is revoked', async () => {
    const db = await openTestDatabase();
    let now = Date.parse('2026-11-25T08:00:00Z');
    const store = createSessionStore(db, () => now);
    const token = await store.create('ann', 'editor');
    expect(token).toMatch(/^[\w-]{43}$/);
    // Only the hash is stored.
    expect(JSON.stringify((await db.query('SELECT * FROM studio_sessions')).rows)).not.toContain(token);
    // Another instance on the same database (a second store) knows the session.
    expect(await createSessionStore(db, () => now).find(token)).toMatchObject({ name: 'ann', role: 'editor' });
    expect(await store.find('forged')).toBeUndefined();
    now += 12 * 3_600_000;
    expect(await store.find(token)).toBeUndefined();
    const other = await store.create('dev', 'developer');
    await store.remove(other);
    expect(await store.find(other)).toBeUndefined();
    const first = await store.create('dev', 'developer');
    const second = await store.create('dev', 'developer');
    expect(await store.revokeUser('dev')).toBe(2);
    expect(await store.find(first)).toBeUndefined();
    expect(await store.find(second)).toBeUndefined();
    // Expired rows were cleared by the later logins.
    expect((await db.query('SELECT 1 FROM studio_sessions')).rows).toHaveLength(0);
    await db.close();
  });
});

describe('login rate limit', () => {
  it('counts attempts per name and address: a stranger elsewhere does not lock the marketer out; a success clears the count', async () => {
    const limiter = createLoginLimiter(createLimitsStore());
    const at = (name: string, address: string) => limiter.attempt({ name, address });
    for (let i = 0; i < 5; i += 1) expect(await at('ann', '1.2.3.4')).toBe(0);
    expect(await at('ann', '1.2.3.4')).toBeGreaterThan(890);
    expect(await at('Ann ', '1.2.3.4')).toBeGreaterThan(890);
    expect(await at('ann', '5.6.7.8')).toBe(0);
    expect(await at('bob', '1.2.3.4')).toBe(0);
    await limiter.succeed({ name: 'bob', address: '1.2.3.4' });
    for (let i = 0; i < 5; i += 1) expect(await at('bob', '1.2.3.4')).toBe(0);
  });

  it('caps one address trying many names', async () => {
    const limiter = createLoginLimiter(createLimitsStore());
    for (let i = 0; i < 30; i += 1) expect(await limiter.attempt({ name: `name-${i}`, address: '1.2.3.4' })).toBe(0);
    expect(await limiter.attempt({ name: 'name-31', address: '1.2.3.4' })).toBeGreaterThan(890);
  });

  it('caps one account tried from many addresses at 10, and still lets its known browser try', async () => {
    const limiter = createLoginLimiter(createLimitsStore());
    const checked = [];
    for (let i = 0; i < 60; i += 1) checked.push(await limiter.attempt({ name: 'ann', address: `198.51.100.${i}` }));
    expect(checked.filter((wait) => wait === 0)).toHaveLength(LOGIN_MAX_PER_ACCOUNT);
    expect(await limiter.attempt({ name: 'ann', address: '192.0.2.1' })).toBeGreaterThan(890);
    expect(await limiter.attempt({ name: 'ann', address: '192.0.2.1', device: 'known-browser' })).toBe(0);
  });
});

describe('sessions follow the users as configured now (issue 36)', () => {
  const routesFor = (db: StudioDeps['db'], users: StudioDeps['users'], lines: string[] = []) =>
    createStudioRoutes(studioTestDeps({ users, db, logger: createLogger('info', (line) => lines.push(line)) }));
  const loginTo = async (app: ReturnType<typeof createStudioRoutes>, name: string, password: string) => {
    const response = await app.request('/studio/login', { method: 'POST', body: new URLSearchParams({ name, password }) });
    expect(response.status).toBe(303);
    return response.headers.getSetCookie().find((line) => line.startsWith('studio_session='))?.split(';')[0] ?? '';
  };
  const me = async (app: ReturnType<typeof createStudioRoutes>, cookie: string) => {
    const response = await app.request('/studio/api/me', { headers: { cookie } });
    return response.status === 200 ? await response.json() : response.status;
  };

  it('refuses a removed user at once, and a demoted developer acts as an editor, on the next request (another instance, new STUDIO_USERS)', async () => {
    const db = await openTestDatabase();
    const ann: StudioUser = { name: 'ann', role: 'editor', hash: await hashPassword('editor-password-1') };
    const dev: StudioUser = { name: 'dev', role: 'developer', hash: await hashPassword('developer-password-1') };
    const before = routesFor(db, [ann, dev]);
    const annCookie = await loginTo(before, 'ann', 'editor-password-1');
    const devCookie = await loginTo(before, 'dev', 'developer-password-1');
    // The operator removes ann and demotes dev; an instance started with that list serves them next.
    const lines: string[] = [];
    const after = routesFor(db, [{ ...dev, role: 'editor' }], lines);
    expect(await me(after, annCookie)).toBe(401);
    const proposed = await after.request('/studio/api/requests', { method: 'POST', headers: { cookie: annCookie, 'content-type': 'application/json' }, body: '{}' });
    expect(proposed.status).toBe(401);
    expect(await me(after, devCookie)).toEqual({ name: 'dev', role: 'editor' });
    const reject = await after.request('/studio/requests/1/reject', { method: 'POST', body: new URLSearchParams({ reason: 'no' }), headers: { cookie: devCookie } });
    expect(reject.status).toBe(401);
    expect(await reject.text()).toContain('Only a developer may apply or reject a change request.');
    // Ann's session is gone from the database, for every instance.
    expect(await me(before, annCookie)).toBe(401);
    expect(lines.join('')).toContain('studio session ended: its user was removed or given a new password');
    await db.close();
  });

  it('reads a STUDIO_USERS file again when it changes: a removal or a new password ends the sessions within a second, no restart', async () => {
    const db = await openTestDatabase();
    const dir = mkdtempSync(join(tmpdir(), 'studio-users-'));
    const file = join(dir, 'users.json');
    let now = 1_000_000;
    const errors: string[] = [];
    try {
      const ann: StudioUser = { name: 'ann', role: 'editor', hash: await hashPassword('editor-password-1') };
      const dev: StudioUser = { name: 'dev', role: 'developer', hash: await hashPassword('developer-password-1') };
      writeFileSync(file, JSON.stringify([ann, dev]));
      const directory = createStudioUserDirectory(file, { onError: (message) => errors.push(message), now: () => now });
      if (!directory) throw new Error('the studio should be on');
      const app = routesFor(db, directory);
      const annCookie = await loginTo(app, 'ann', 'editor-password-1');
      const devCookie = await loginTo(app, 'dev', 'developer-password-1');
      writeFileSync(file, JSON.stringify([{ ...dev, hash: await hashPassword('a-new-password-2') }, { name: 'eve', role: 'editor', hash: ann.hash }]));
      now += 1_001;
      expect(await me(app, annCookie)).toBe(401);
      expect(await me(app, devCookie)).toBe(401);
      expect(await me(app, await loginTo(app, 'dev', 'a-new-password-2'))).toEqual({ name: 'dev', role: 'developer' });
      // A broken edit lets nobody in (never the old list), and says so once.
      writeFileSync(file, '[{"name": "dev", "role": "developer", "hash": ');
      now += 1_001;
      expect((await app.request('/studio/login', { method: 'POST', body: new URLSearchParams({ name: 'eve', password: 'editor-password-1' }) })).status).toBe(401);
      now += 1_001;
      expect(directory.count()).toBe(0);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain('nobody can use the studio until the file is fixed');
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await db.close();
    }
  });
});
