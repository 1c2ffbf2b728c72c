import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Queryable } from '../db/database';
import { parseRows } from '../db/rows';

/**
 * The proof that a visitor was counted (issue 38): when the server counts a new visitor for a
 * variant it gives them, beside the variant cookie, an HttpOnly cookie holding the variant, a
 * random assignment id and an HMAC-SHA256 of the experiment, variant and id under a key kept in
 * the database (experiment_secret, migration 016). A lead credits a variant only with a cookie
 * whose signature checks: a hand-made cookie, or one copied to another experiment or variant,
 * credits nothing; the id makes each exposure convert at most once (experiment_conversions).
 * No row per visitor is written for it.
 */
export const exposureCookieName = (experimentId: string) => `tnr-exposure-${experimentId}`;

export interface VerifiedExposure {
  variant: string;
  assignmentId: string;
}

export interface ExposureSigner {
  /** A new assignment id and the cookie value that proves it. */
  issue(experimentId: string, variant: string): { assignmentId: string; token: string };
  /** The exposure a cookie value proves for this experiment, or undefined. */
  verify(experimentId: string, token: string | undefined): VerifiedExposure | undefined;
}

const ID = /^[A-Za-z0-9_-]{16}$/;
const MAC_LENGTH = 22; // base64url characters: 132 bits of the HMAC

export function exposureSigner(secret: string): ExposureSigner {
  const mac = (experimentId: string, variant: string, assignmentId: string) =>
    createHmac('sha256', secret).update(`${experimentId}\n${variant}\n${assignmentId}`).digest('base64url').slice(0, MAC_LENGTH);
  return {
    issue(experimentId, variant) {
      const assignmentId = randomBytes(12).toString('base64url');
      return { assignmentId, token: `${variant}.${assignmentId}.${mac(experimentId, variant, assignmentId)}` };
    },
    verify(experimentId, token) {
      const [variant, assignmentId, given, ...rest] = (token ?? '').split('.');
      if (!variant || !assignmentId || !given || rest.length > 0 || !ID.test(assignmentId) || given.length !== MAC_LENGTH) return undefined;
      const expected = Buffer.from(mac(experimentId, variant, assignmentId));
      return timingSafeEqual(expected, Buffer.from(given)) ? { variant, assignmentId } : undefined;
    },
  };
}

/** The exposure cookie's value in a Cookie header, if there is one. */
export function exposureTokenOf(cookieHeader: string | null | undefined, experimentId: string): string | undefined {
  const name = exposureCookieName(experimentId);
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, value] = part.split('=', 2).map((piece) => piece.trim());
    if (key === name && value) return value;
  }
  return undefined;
}

const secretRow = z.object({ secret: z.string().min(32) });

/**
 * The signer with the database's key, made on first use (the first instance writes a random one;
 * every instance reads the one that won). A failure (database down) is not remembered: the next
 * call asks again, and meanwhile new visitors are shown the control, uncounted.
 */
export function databaseSigner(db: Queryable): () => Promise<ExposureSigner> {
  let pending: Promise<ExposureSigner> | undefined;
  return () => {
    pending ??= (async () => {
      await db.query('INSERT INTO experiment_secret (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [randomBytes(32).toString('base64url')]);
      const [row] = parseRows(secretRow, await db.query('SELECT secret FROM experiment_secret WHERE id = 1'));
      if (!row) throw new Error('experiment_secret has no key');
      return exposureSigner(row.secret);
    })().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
