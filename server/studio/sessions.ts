import { randomBytes } from 'node:crypto';
import type { StudioRole } from './studio-users';

export interface StudioSession {
  name: string;
  role: StudioRole;
  expiresAt: number;
}

export const SESSION_COOKIE = 'studio_session';
/** A working day; a marketer logs in again the next morning. */
export const SESSION_HOURS = 12;

/**
 * Sessions in memory: the studio runs on one staging instance; a restart logs everyone out,
 * which costs a login, never a change request (those are in the database).
 */
export function createSessionStore(now: () => number = Date.now) {
  const sessions = new Map<string, StudioSession>();
  return {
    create(name: string, role: StudioRole): string {
      const token = randomBytes(32).toString('base64url');
      sessions.set(token, { name, role, expiresAt: now() + SESSION_HOURS * 3_600_000 });
      return token;
    },
    find(token: string | undefined): StudioSession | undefined {
      if (!token) return undefined;
      const session = sessions.get(token);
      if (session && session.expiresAt <= now()) {
        sessions.delete(token);
        return undefined;
      }
      return session;
    },
    remove(token: string | undefined) {
      if (token) sessions.delete(token);
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;

/** The Set-Cookie value: never readable by scripts, never sent cross-site, Secure behind TLS. */
export function sessionCookie(token: string, options: { secure: boolean; maxAgeSeconds?: number }): string {
  const parts = [
    `${SESSION_COOKIE}=${token}`,
    'Path=/studio',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${options.maxAgeSeconds ?? SESSION_HOURS * 3600}`,
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

export function sessionTokenOf(cookieHeader: string | undefined): string | undefined {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}
