import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import type { Queryable } from '../db/database';
import { parseRows } from '../db/rows';
import { studioRoleSchema, type StudioRole } from './studio-users';

export interface StudioSession {
  name: string;
  role: StudioRole;
  expiresAt: number;
}

/** A stored session: whose, and which of their credentials it was made with (credentialOf). */
export interface StoredSession extends StudioSession {
  credential: string | null;
}

export const SESSION_COOKIE = 'studio_session';
/** A working day; a marketer logs in again the next morning. */
export const SESSION_HOURS = 12;

const sessionRow = z.object({ name: z.string(), role: studioRoleSchema, credential: z.string().nullable(), expires_at: z.coerce.date() });

/** Only a token's hash is stored: a copy of the table logs nobody in. */
export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');
/** A fresh random token (256 bits). */
export const newToken = () => randomBytes(32).toString('base64url');

/** Which password a session was made with: a digest of the user's hash (a new password ends the old sessions). */
export const credentialOf = (user: { hash: string }) => tokenDigest(user.hash).slice(0, 32);

/**
 * Sessions in the database (studio_sessions, migrations 009 and 012): a login made through one
 * instance is valid on every other and after a restart; logging out deletes the row, and `DELETE
 * FROM studio_sessions WHERE name = …` (revokeUser) logs a user out everywhere. Whether the user
 * still exists, with which role and password, is asked on every request (studio-auth.ts).
 */
export function createSessionStore(db: Queryable, now: () => number = Date.now) {
  return {
    async create(name: string, role: StudioRole, credential: string | null = null): Promise<string> {
      const token = newToken();
      // Expired rows go as new ones come: the table holds about one row per marketer and day.
      await db.query('DELETE FROM studio_sessions WHERE expires_at <= $1', [new Date(now())]);
      await db.query('INSERT INTO studio_sessions (token_hash, name, role, credential, expires_at) VALUES ($1, $2, $3, $4, $5)', [
        tokenDigest(token),
        name,
        role,
        credential,
        new Date(now() + SESSION_HOURS * 3_600_000),
      ]);
      return token;
    },
    async find(token: string | undefined): Promise<StoredSession | undefined> {
      if (!token) return undefined;
      const [row] = parseRows(
        sessionRow,
        await db.query('SELECT name, role, credential, expires_at FROM studio_sessions WHERE token_hash = $1 AND expires_at > $2', [
          tokenDigest(token),
          new Date(now()),
        ]),
      );
      return row && { name: row.name, role: row.role, credential: row.credential, expiresAt: row.expires_at.getTime() };
    },
    async remove(token: string | undefined): Promise<void> {
      if (token) await db.query('DELETE FROM studio_sessions WHERE token_hash = $1', [tokenDigest(token)]);
    },
    /** Logs a user out on every instance; the number of sessions ended. */
    async revokeUser(name: string): Promise<number> {
      return (await db.query('DELETE FROM studio_sessions WHERE name = $1 RETURNING 1', [name])).rows.length;
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;

/** The session cookie (hono/cookie): never readable by scripts, never sent cross-site, Secure behind TLS. */
export function setSessionCookie(c: Context, token: string, options: { secure: boolean; maxAgeSeconds?: number }) {
  setCookie(c, SESSION_COOKIE, token, {
    path: '/studio',
    httpOnly: true,
    sameSite: 'Strict',
    maxAge: options.maxAgeSeconds ?? SESSION_HOURS * 3600,
    secure: options.secure,
  });
}

export const sessionTokenOf = (c: Context): string | undefined => getCookie(c, SESSION_COOKIE) || undefined;
