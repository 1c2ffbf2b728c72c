import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLimitsStore } from '../limits/limits-store';
import { createLoginLimiter } from './login-limiter';
import { hashPassword, verifyPassword } from './password-hash';
import { createSessionStore, sessionTokenOf, setSessionCookie } from './sessions';
import { parseStudioUsers, StudioUsersError } from './studio-users';
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
    for (let i = 0; i < 5; i += 1) expect(await limiter.attempt('ann', '1.2.3.4')).toBe(0);
    expect(await limiter.attempt('ann', '1.2.3.4')).toBeGreaterThan(890);
    expect(await limiter.attempt('Ann ', '1.2.3.4')).toBeGreaterThan(890);
    expect(await limiter.attempt('ann', '5.6.7.8')).toBe(0);
    expect(await limiter.attempt('bob', '1.2.3.4')).toBe(0);
    await limiter.succeed('bob', '1.2.3.4');
    for (let i = 0; i < 5; i += 1) expect(await limiter.attempt('bob', '1.2.3.4')).toBe(0);
  });

  it('caps one address trying many names', async () => {
    const limiter = createLoginLimiter(createLimitsStore());
    for (let i = 0; i < 30; i += 1) expect(await limiter.attempt(`name-${i}`, '1.2.3.4')).toBe(0);
    expect(await limiter.attempt('name-31', '1.2.3.4')).toBeGreaterThan(890);
  });
});
