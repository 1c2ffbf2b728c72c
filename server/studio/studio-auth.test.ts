import { describe, expect, it } from 'vitest';
import { createLoginLimiter } from './login-limiter';
import { hashPassword, verifyPassword } from './password-hash';
import { createSessionStore, sessionCookie, sessionTokenOf } from './sessions';
import { parseStudioUsers, StudioUsersError } from './studio-users';

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
  });

  it('reads a JSON file and refuses bad roles, plain passwords and duplicates', () => {
    expect(parseStudioUsers('/etc/studio-users.json', () => JSON.stringify([{ name: 'ann', role: 'editor', hash }]))).toEqual([{ name: 'ann', role: 'editor', hash }]);
    expect(() => parseStudioUsers(`ann:admin:${hash}`)).toThrow(StudioUsersError);
    expect(() => parseStudioUsers('ann:editor:secret')).toThrow(/not a studio password hash/);
    expect(() => parseStudioUsers(`ann:editor:${hash},ann:developer:${hash}`)).toThrow('user "ann" is listed twice');
  });
});

describe('studio sessions', () => {
  it('sets an HttpOnly, SameSite=Strict cookie on /studio, Secure only behind TLS', () => {
    expect(sessionCookie('abc', { secure: false })).toBe('studio_session=abc; Path=/studio; HttpOnly; SameSite=Strict; Max-Age=43200');
    expect(sessionCookie('abc', { secure: true })).toBe('studio_session=abc; Path=/studio; HttpOnly; SameSite=Strict; Max-Age=43200; Secure');
    expect(sessionTokenOf('theme=dark; studio_session=abc; x=1')).toBe('abc');
    expect(sessionTokenOf('theme=dark')).toBeUndefined();
  });

  it('finds a session by its random token until it expires or is removed', () => {
    let now = 0;
    const store = createSessionStore(() => now);
    const token = store.create('ann', 'editor');
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(store.find(token)).toMatchObject({ name: 'ann', role: 'editor' });
    expect(store.find('forged')).toBeUndefined();
    now = 12 * 3_600_000;
    expect(store.find(token)).toBeUndefined();
    const other = store.create('dev', 'developer');
    store.remove(other);
    expect(store.find(other)).toBeUndefined();
  });
});

describe('login rate limit', () => {
  it('refuses after 5 failures in 15 minutes per key, and forgets them after the window or a success', () => {
    let now = 0;
    const limiter = createLoginLimiter({ now: () => now });
    const keys = ['address:1.2.3.4', 'name:ann'];
    for (let i = 0; i < 4; i += 1) limiter.fail(keys);
    expect(limiter.blockedFor(keys)).toBe(0);
    limiter.fail(keys);
    expect(limiter.blockedFor(keys)).toBe(900);
    // Another address trying the same name is refused too; the same address with another name as well.
    expect(limiter.blockedFor(['address:5.6.7.8', 'name:ann'])).toBe(900);
    expect(limiter.blockedFor(['address:1.2.3.4', 'name:bob'])).toBe(900);
    now = 15 * 60_000 + 1;
    expect(limiter.blockedFor(keys)).toBe(0);
    for (let i = 0; i < 5; i += 1) limiter.fail(keys);
    limiter.succeed(keys);
    expect(limiter.blockedFor(keys)).toBe(0);
  });
});
