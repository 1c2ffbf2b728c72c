import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import type { Queryable } from '../db/database';
import { parseRows } from '../db/rows';
import { newToken, tokenDigest } from './sessions';

export const DEVICE_COOKIE = 'studio_device';
/** A season: a marketer's browser stays known across holidays. */
export const DEVICE_DAYS = 90;

const deviceRow = z.object({ name: z.string() });

/**
 * The browsers each user logged in from (studio_login_devices, migration 012), known by a
 * long-lived cookie sent to the login form only. Logins are also limited per account across every
 * address; while strangers have used those attempts up, a known browser of that user is counted
 * on its own (login-limiter.ts), so guessing a marketer's password never locks the marketer out.
 * `db` is the login's own connection (register-studio.ts): a flood of made-up cookies asks it,
 * never the pages' pool.
 */
export function createLoginDevices(db: Queryable, now: () => number = Date.now) {
  return {
    /** The digest of the cookie's token when it is a known browser of `name`, else undefined. */
    async known(token: string | undefined, name: string): Promise<string | undefined> {
      if (!token || !/^[\w-]{43}$/.test(token)) return undefined;
      const digest = tokenDigest(token);
      const [row] = parseRows(deviceRow, await db.query('SELECT name FROM studio_login_devices WHERE token_hash = $1 AND expires_at > $2', [digest, new Date(now())]));
      return row?.name === name ? digest : undefined;
    },
    /** Remembers this browser for `name`; the token for its cookie. */
    async remember(name: string): Promise<string> {
      const token = newToken();
      await db.query('DELETE FROM studio_login_devices WHERE expires_at <= $1', [new Date(now())]);
      await db.query('INSERT INTO studio_login_devices (token_hash, name, expires_at) VALUES ($1, $2, $3)', [
        tokenDigest(token),
        name,
        new Date(now() + DEVICE_DAYS * 86_400_000),
      ]);
      return token;
    },
  };
}
export type LoginDevices = ReturnType<typeof createLoginDevices>;

/** Sent to the login form only, never readable by scripts, never cross-site, Secure behind TLS. */
export function setDeviceCookie(c: Context, token: string, options: { secure: boolean }) {
  setCookie(c, DEVICE_COOKIE, token, { path: '/studio/login', httpOnly: true, sameSite: 'Strict', maxAge: DEVICE_DAYS * 86_400, secure: options.secure });
}

export const deviceTokenOf = (c: Context): string | undefined => getCookie(c, DEVICE_COOKIE) || undefined;
