import { z } from 'zod';
import { NEWSLETTER_MESSAGES, newsletterRequestSchema } from '../../src/content/contract/newsletter-fields';
import type { Database } from '../db/database';
import { parseRows } from '../db/rows';
import { FORM_OUTAGE_MESSAGE } from '../http/form-outage';
import { FORM_RATE_LIMIT } from '../leads/form-rate-limit';
import { hitOrAllow } from '../limits/fail-open';
import { createLimitsStore, type LimitsStore } from '../limits/limits-store';
import { describeFailure } from '../leads/redact';
import { UNSTORABLE_TEXT_MESSAGE, unstorableFields } from '../leads/unstorable-text';
import type { Logger } from '../logger';

export interface NewsletterAnswer {
  status: number;
  body: { status: number; message: string };
  headers?: Record<string, string>;
}

const insertedRow = z.object({ id: z.union([z.string(), z.number()]) });

export function newsletterRateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-ups from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

const answer = (status: number, message: string, headers?: Record<string, string>): NewsletterAnswer => ({ status, body: { status, message }, headers });

/**
 * `newsletter/subscribe`: its own limit per client address (like the forms: 10 per 10 minutes,
 * in the limits store all instances share), then the address checked with the browser's own schema and stored
 * before answering. Signing up twice is not an error: the first row stays and the answer is the
 * same. Bad input is a 400; a database failure a 503 the visitor can retry, never a 500.
 */
export function createNewsletterHandler(db: Database, logger: Logger, options: { limits?: LimitsStore; limit?: typeof FORM_RATE_LIMIT } = {}) {
  const counter = (options.limits ?? createLimitsStore(db)).counter('newsletter', options.limit ?? FORM_RATE_LIMIT);
  return async (body: unknown, clientKey = 'unknown'): Promise<NewsletterAnswer> => {
    const { allowed, retryAfterSeconds } = await hitOrAllow(counter, clientKey, logger, 'newsletter');
    if (!allowed) {
      logger.warn('newsletter sign-up refused: rate limit');
      return answer(429, newsletterRateLimitMessage(retryAfterSeconds), { 'retry-after': String(retryAfterSeconds) });
    }
    if (unstorableFields(body).length > 0) return answer(400, UNSTORABLE_TEXT_MESSAGE);
    const parsed = newsletterRequestSchema.safeParse(body);
    if (!parsed.success) return answer(400, parsed.error.issues[0]?.message ?? NEWSLETTER_MESSAGES.invalidEmail);
    const { email, source } = parsed.data;
    let inserted: z.infer<typeof insertedRow>[];
    try {
      inserted = parseRows(
        insertedRow,
        await db.query(
          'INSERT INTO newsletter_subscribers (email, source) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING RETURNING id',
          [email, source],
        ),
      );
    } catch (error) {
      logger.error({ err: describeFailure(error) }, 'newsletter sign-up not stored: database failure');
      return answer(503, FORM_OUTAGE_MESSAGE, { 'retry-after': '30' });
    }
    // The address itself stays out of the logs (see server/logger.ts).
    logger.info({ source, repeated: inserted.length === 0 }, 'newsletter subscription stored');
    return answer(200, NEWSLETTER_MESSAGES.subscribed);
  };
}
