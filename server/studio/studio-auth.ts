import type { Context, Hono } from 'hono';
import type { Queryable } from '../db/database';
import { clientKeyOf } from '../http/client-address';
import { servedOverHttps } from '../http/served-over-https';
import { createFairLimiter, LimiterFullError } from '../limits/fair-limiter';
import { LimitsUnavailable, type LimitsStore } from '../limits/limits-store';
import type { Logger } from '../logger';
import { createLoginDevices, deviceTokenOf, setDeviceCookie } from './login-devices';
import { createLoginLimiter } from './login-limiter';
import { verifyPassword } from './password-hash';
import { credentialOf, createSessionStore, sessionTokenOf, setSessionCookie, type StudioSession } from './sessions';
import { loginPage } from './studio-html';
import type { StudioUserDirectory } from './studio-users';

export type StudioEnv = { Variables: { session: StudioSession } };

export interface StudioAuthDeps {
  users: StudioUserDirectory;
  /**
   * The studio's door has connections of its own (register-studio.ts: a pool of its own on
   * PostgreSQL) for its limits, known browsers and sessions: guessing, or forged cookies, never
   * wait for, nor make wait, the pages, the forms or the workers.
   */
  loginLimits: LimitsStore;
  loginDb: Queryable;
  logger: Logger;
  trustProxy: boolean;
}

/** A missing user costs a hash too, so response times do not tell which names exist. */
const NO_USER_HASH = 'scrypt.00000000000000000000000000000000.' + '0'.repeat(64);
/** Longer names are no user's (studio-users.ts); the limits count them all the same. */
const MAX_NAME_LENGTH = 200;

const page = (c: Context, body: string, status: 200 | 401 | 429 | 503 = 200, headers: Record<string, string> = {}) => {
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  c.header('cache-control', 'no-store');
  return c.html(body, status);
};

/**
 * The studio's door (docs/studio.md): GET/POST /studio/login, then every other /studio/ path
 * needs a session whose user still exists with the password it logged in with, and acts with that
 * user's role as configured now; POST /studio/logout. Per instance, at most two attempts are
 * checked at once (one per client), a few more wait their turn for seconds and the rest are told
 * to come back: scrypt's CPU and the login's connections stay bounded whatever arrives.
 */
export function registerStudioAuth(app: Hono<StudioEnv>, deps: StudioAuthDeps) {
  const sessions = createSessionStore(deps.loginDb);
  const devices = createLoginDevices(deps.loginDb);
  const limiter = createLoginLimiter(deps.loginLimits);
  const checks = createFairLimiter({ slots: 2, maxWaiting: 16, perClient: { running: 1, waiting: 2 }, maxWaitMs: 5_000 });
  const isHttps = (c: Context) => servedOverHttps(c, deps.trustProxy);

  app.get('/studio/login', (c) => page(c, loginPage()));
  app.post('/studio/login', async (c) => {
    const form = await c.req.parseBody();
    const name = typeof form.name === 'string' ? form.name.trim().slice(0, MAX_NAME_LENGTH) : '';
    const password = typeof form.password === 'string' ? form.password : '';
    const address = clientKeyOf(c);
    try {
      return await checks(address, async () => {
        const device = await devices.known(deviceTokenOf(c), name);
        const attempt = { name, address, device };
        const wait = await limiter.attempt(attempt);
        if (wait > 0) {
          deps.logger.warn({ name }, 'studio login refused: too many failed attempts');
          return page(c, loginPage({ name, error: `Too many failed attempts. Try again in ${Math.ceil(wait / 60)} minutes.` }), 429, { 'retry-after': String(wait) });
        }
        const user = deps.users.userNamed(name);
        const valid = await verifyPassword(password, user?.hash ?? NO_USER_HASH);
        if (!user || !valid) {
          deps.logger.warn({ name }, 'studio login failed');
          return page(c, loginPage({ name, error: 'Wrong name or password.' }), 401);
        }
        await limiter.succeed(attempt);
        setSessionCookie(c, await sessions.create(user.name, user.role, credentialOf(user)), { secure: isHttps(c) });
        if (!device) setDeviceCookie(c, await devices.remember(user.name), { secure: isHttps(c) });
        deps.logger.info({ name: user.name, role: user.role }, 'studio login');
        return c.redirect('/studio/', 303);
      });
    } catch (error) {
      if (error instanceof LimiterFullError) {
        // A crowd of attempts on this instance right now: a moment's state, not an outage.
        deps.logger.warn({ reason: error.message }, 'studio login refused: too many attempts at once');
        return page(c, loginPage({ name, error: 'Too many people are logging in right now. Try again in a minute.' }), 429, { 'retry-after': '60' });
      }
      // Fail closed: without the shared count, unlimited guesses would be possible.
      if (!(error instanceof LimitsUnavailable)) throw error;
      deps.logger.error({ err: error.message }, 'studio login refused: limits store unavailable');
      return page(c, loginPage({ name, error: 'Logging in is not possible right now. Try again in a minute.' }), 503, { 'retry-after': '60' });
    }
  });

  // Everything below needs a session: pages are sent to the login, API calls and scripts get 401.
  app.use('/studio/*', async (c, next) => {
    const token = sessionTokenOf(c);
    const stored = await sessions.find(token);
    const found = stored && deps.users.userNamed(stored.name);
    const user = found && stored.credential === credentialOf(found) ? found : undefined;
    if (stored && !user) {
      // Removed, or the password changed since: this session ends now, on every instance.
      await sessions.remove(token);
      deps.logger.info({ name: stored.name }, 'studio session ended: its user was removed or given a new password');
    }
    if (!stored || !user) {
      const wantsPage = c.req.method === 'GET' && !c.req.path.startsWith('/studio/api/') && !c.req.path.startsWith('/studio/assets/');
      return wantsPage ? c.redirect('/studio/login', 302) : c.json({ status: 401, message: 'Log in to the studio first.' }, 401);
    }
    // The role as configured now: a demoted developer is an editor from their next request.
    c.set('session', { name: user.name, role: user.role, expiresAt: stored.expiresAt });
    await next();
  });

  app.post('/studio/logout', async (c) => {
    await sessions.remove(sessionTokenOf(c));
    setSessionCookie(c, '', { secure: isHttps(c), maxAgeSeconds: 0 });
    return c.redirect('/studio/login', 303);
  });
}
