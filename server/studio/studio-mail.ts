import { z } from 'zod';
import type { Database } from '../db/database';
import { parseRows } from '../db/rows';
import { retryDelayMs, startPolling } from '../leads/leased-queue';
import { smtpSender, type MailSender } from '../leads/outbox-worker';
import { describeFailure } from '../leads/redact';
import type { Logger } from '../logger';

const dueMail = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  request_id: z.union([z.string(), z.number()]).transform(Number),
  to_address: z.string(),
  subject: z.string(),
  body: z.string(),
  attempts: z.number().int(),
});

/**
 * Sends the studio's outcome e-mails (studio_mail_outbox, queued by ChangeRequests.decide, from the
 * studio or from `npm run studio:apply`) the way the leads' outbox sends leads: rows claimed with
 * a lease (FOR UPDATE SKIP LOCKED: one instance per row), marked sent once the mail server took
 * the message, retried with backoff while it does not.
 */
export function startStudioMailWorker(options: { db: Database; logger: Logger; sender: MailSender; from: string; pollMs?: number; baseDelayMs?: number; leaseMs?: number }) {
  const { db, logger, sender } = options;
  const baseDelayMs = options.baseDelayMs ?? 15_000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;

  const polling = startPolling(async () => {
    try {
      const claimed = parseRows(
        dueMail,
        await db.query(
          `WITH due AS (
             SELECT id FROM studio_mail_outbox WHERE sent_at IS NULL AND next_attempt_at <= now() ORDER BY next_attempt_at, id LIMIT 10 FOR UPDATE SKIP LOCKED)
           UPDATE studio_mail_outbox q SET next_attempt_at = now() + $1::int * interval '1 millisecond'
           FROM due WHERE q.id = due.id RETURNING q.id, q.request_id, q.to_address, q.subject, q.body, q.attempts`,
          [leaseMs],
        ),
      );
      for (const mail of claimed) {
        if (polling.isStopped()) return;
        try {
          await sender.send({ from: options.from, to: mail.to_address, replyTo: undefined, subject: mail.subject, text: mail.body });
        } catch (error) {
          const delay = retryDelayMs(mail.attempts + 1, baseDelayMs, 15 * 60_000);
          const reason = describeFailure(error);
          await db.query(`UPDATE studio_mail_outbox SET attempts = attempts + 1, last_error = $2, next_attempt_at = now() + $3::int * interval '1 millisecond' WHERE id = $1`, [mail.id, reason.slice(0, 500), delay]);
          logger.warn({ requestId: mail.request_id, retryInMs: delay, err: reason }, 'studio e-mail not sent; will retry');
          continue;
        }
        await db.query('UPDATE studio_mail_outbox SET attempts = attempts + 1, sent_at = now(), last_error = NULL WHERE id = $1', [mail.id]);
        logger.info({ requestId: mail.request_id }, 'studio outcome e-mailed to the author');
      }
    } catch (error) {
      logger.warn({ err: describeFailure(error) }, 'studio mail pass failed; will try again');
    }
  }, options.pollMs ?? 5_000);

  return {
    nudge: polling.nudge,
    async stop() {
      await polling.stop();
      sender.close();
    },
  };
}

/** start.ts: the worker when the studio is on (STUDIO_USERS) and SMTP_URL is set. */
export function startStudioMail(env: { SMTP_URL?: string; LEADS_EMAIL_FROM: string }, db: Database, logger: Logger) {
  if (!env.SMTP_URL || !process.env.STUDIO_USERS?.trim()) return undefined;
  return startStudioMailWorker({ db, logger, sender: smtpSender(env.SMTP_URL), from: env.LEADS_EMAIL_FROM });
}
