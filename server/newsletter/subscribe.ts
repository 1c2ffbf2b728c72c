import { z } from 'zod';
import { NEWSLETTER_MESSAGES, newsletterRequestSchema } from '../../src/content/contract/newsletter-fields';
import type { Database } from '../db/database';
import { parseRows } from '../db/rows';
import type { Logger } from '../logger';

export interface NewsletterAnswer {
  status: number;
  body: { status: number; message: string };
}

const insertedRow = z.object({ id: z.union([z.string(), z.number()]) });

/**
 * `newsletter/subscribe`: checks the address with the browser's own schema and stores it before
 * answering. Signing up twice is not an error: the first row stays and the answer is the same.
 */
export function createNewsletterHandler(db: Database, logger: Logger) {
  return async (body: unknown): Promise<NewsletterAnswer> => {
    const parsed = newsletterRequestSchema.safeParse(body);
    if (!parsed.success) {
      return { status: 400, body: { status: 400, message: parsed.error.issues[0]?.message ?? NEWSLETTER_MESSAGES.invalidEmail } };
    }
    const { email, source } = parsed.data;
    const inserted = parseRows(
      insertedRow,
      await db.query(
        'INSERT INTO newsletter_subscribers (email, source) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING RETURNING id',
        [email, source],
      ),
    );
    // The address itself stays out of the logs (see server/logger.ts).
    logger.info({ source, repeated: inserted.length === 0 }, 'newsletter subscription stored');
    return { status: 200, body: { status: 200, message: NEWSLETTER_MESSAGES.subscribed } };
  };
}
