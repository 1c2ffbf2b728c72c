import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startPostgres, type PostgresServer } from '../../tests/support/postgres-server';
import { openPostgres, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { clientAddressMiddleware } from '../http/client-address';
import { parseProxyTrust } from '../http/proxy-trust';
import { createLimitsStore } from '../limits/limits-store';
import { createLogger } from '../logger';
import { LOGIN_MAX_ATTEMPTS, LOGIN_MAX_PER_ACCOUNT } from './login-limiter';
import { hashPassword } from './password-hash';
import { studioLoginConnections } from './register-studio';
import { createStudioRoutes } from './studio-routes';
import { studioTestDeps } from './studio-test-deps';
import type { StudioUser } from './studio-users';

/**
 * Issue 36: studio logins under a guessing attack, on a real PostgreSQL shared by two instances,
 * wired as register-studio.ts wires them (the login's limits on a pool of its own).
 */
describe('studio logins under attack, two instances on one PostgreSQL', () => {
  let server: PostgresServer;
  const databases: Database[] = [];
  const instances: Hono[] = [];
  const lines: string[] = [];
  /** One account per test: each test's guesses use up only its own account's attempts. */
  let users: StudioUser[];

  beforeAll(async () => {
    server = await startPostgres();
    const hash = await hashPassword('editor-password-1');
    users = ['ann', 'bob', 'cat'].map((name) => ({ name, role: 'editor', hash }));
    for (let i = 0; i < 2; i += 1) {
      const db = await openPostgres(server.url);
      databases.push(db);
      if (i === 0) await migrate(db);
      const app = new Hono();
      // Behind a balancer, as in production: the client address from X-Forwarded-For.
      app.use('*', clientAddressMiddleware(parseProxyTrust('true')));
      app.route(
        '/',
        createStudioRoutes(
          studioTestDeps({ users, db, ...studioLoginConnections(db, createLimitsStore(db)), logger: createLogger('info', (line) => lines.push(line)) }),
        ),
      );
      instances.push(app);
    }
  }, 120_000);
  afterAll(async () => {
    await Promise.all(databases.map((db) => db.close()));
    server?.stop();
  });

  const login = (instance: number, name: string, password: string, from: string, cookie?: string) =>
    Promise.resolve(
      instances[instance]!.request('/studio/login', {
        method: 'POST',
        body: new URLSearchParams({ name, password }),
        headers: { 'x-forwarded-for': from, ...(cookie ? { cookie } : {}) },
      }),
    );
  const checked = (statuses: number[]) => statuses.filter((status) => status === 401).length;
  const errorLines = () => lines.filter((line) => z.object({ level: z.number() }).parse(JSON.parse(line)).level >= 50);

  it('checks at most 5 of 60 concurrent wrong passwords from one address through both instances, taking no connection of the pages', async () => {
    const acquired = databases.map(() => 0);
    const counters = databases.map((db, index) => {
      const count = () => (acquired[index] = (acquired[index] ?? 0) + 1);
      db.pgPool?.on('acquire', count);
      return count;
    });
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => login(i % 2, 'ann', `guess-${i}`, '203.0.113.50')));
    databases.forEach((db, index) => db.pgPool?.off('acquire', counters[index]!));
    const statuses = answers.map((answer) => answer.status);
    expect(checked(statuses)).toBeGreaterThan(0);
    expect(checked(statuses)).toBeLessThanOrEqual(LOGIN_MAX_ATTEMPTS);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    // The guesses counted on the login's own connections: the pages' pools were never asked.
    expect(acquired).toEqual([0, 0]);
  });

  it('counts an IPv6 /64 as one address: 100 guesses from 100 addresses in it check at most 5', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 100; i += 1) statuses.push((await login(i % 2, 'Bob', `guess-${i}`, `2001:db8:36:1:${(i + 1).toString(16)}::7`)).status);
    expect(checked(statuses)).toBeLessThanOrEqual(LOGIN_MAX_ATTEMPTS);
  });

  it('limits the account across addresses: 60 IPv4 addresses check at most 10; the owner still gets in from a browser that logged in before', async () => {
    const known = await login(0, 'cat', 'editor-password-1', '198.51.100.200');
    expect(known.status).toBe(303);
    const device = known.headers.getSetCookie().find((line) => line.startsWith('studio_device='))?.split(';')[0];
    expect(device).toBeDefined();
    const statuses: number[] = [];
    for (let i = 0; i < 60; i += 1) statuses.push((await login(i % 2, 'cat', `guess-${i}`, `192.0.2.${i + 1}`)).status);
    expect(checked(statuses)).toBeLessThanOrEqual(LOGIN_MAX_PER_ACCOUNT);
    // From a new address and a new browser the account is closed for now; from the known browser it is not.
    expect((await login(1, 'cat', 'editor-password-1', '198.51.100.201')).status).toBe(429);
    expect((await login(1, 'cat', 'editor-password-1', '198.51.100.201', device)).status).toBe(303);
  });

  it('answers a NUL in the login name as a wrong name, with no outage and no error line', async () => {
    const answer = await login(0, 'a\u0000nn', 'x', '203.0.113.77');
    expect(answer.status).toBe(401);
    expect(await answer.text()).toContain('Wrong name or password.');
    expect(errorLines()).toEqual([]);
  });
});
