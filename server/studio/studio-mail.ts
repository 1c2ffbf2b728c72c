import { z } from 'zod';
import type { Database } from '../db/database';
import { claimDue, markDone, queueIdSchema, retryDelayMs, scheduleRetry, startPolling } from '../leads/leased-queue';
import { smtpSender, type MailSender } from '../leads/outbox-worker';
import { describeFailure } from '../leads/redact';
import type { Logger } from '../logger';

/** A claimed row of studio_mail_outbox (leased-queue.ts reads it). */
const claimedMail = z.object({
  queue_id: queueIdSchema,
  attempts: z.number().int(),
  request_id: z.union([z.string(), z.number()]).transform(Number),
  to_address: z.string(),
  subject: z.string(),
  body: z.string(),
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
      const claimed = await claimDue(db, 'studio_mail_outbox', claimedMail, leaseMs);
      for (const mail of claimed) {
        if (polling.isStopped()) return;
        try {
          await sender.send({ from: options.from, to: mail.to_address, replyTo: undefined, subject: mail.subject, text: mail.body });
        } catch (error) {
          const delay = retryDelayMs(mail.attempts + 1, baseDelayMs, 15 * 60_000);
          const reason = describeFailure(error);
          await scheduleRetry(db, 'studio_mail_outbox', mail, reason, delay);
          logger.warn({ requestId: mail.request_id, retryInMs: delay, err: reason }, 'studio e-mail not sent; will retry');
          continue;
        }
        await markDone(db, 'studio_mail_outbox', mail);
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
