import { z } from 'zod';
import type { Database } from '../db/database';
import { readyMailColumns, smtpSender, startReadyMailOutbox, type MailOutboxOptions } from '../leads/mail-outbox';
import type { Logger } from '../logger';

/**
 * Sends the studio's outcome e-mails (studio_mail_outbox, queued by ChangeRequests.decide, from the
 * studio or from `npm run studio:apply`) the way the leads' outbox sends leads (mail-outbox.ts):
 * rows claimed with a lease (one instance per row), marked sent once the mail server took the
 * message, retried with backoff while it does not.
 */
export function startStudioMailWorker(options: MailOutboxOptions & { from: string }) {
  return startReadyMailOutbox(
    {
      queue: 'studio_mail_outbox',
      row: z.object({ ...readyMailColumns, request_id: z.union([z.string(), z.number()]).transform(Number) }),
      describe: (mail) => ({ requestId: mail.request_id }),
      said: { sent: 'studio outcome e-mailed to the author', notSent: 'studio e-mail not sent; will retry', passFailed: 'studio mail pass failed; will try again' },
    },
    options,
  );
}

/** start.ts: the worker when the studio is on (STUDIO_USERS) and SMTP_URL is set. */
export function startStudioMail(env: { SMTP_URL?: string; LEADS_EMAIL_FROM: string }, db: Database, logger: Logger) {
  if (!env.SMTP_URL || !process.env.STUDIO_USERS?.trim()) return undefined;
  return startStudioMailWorker({ db, logger, sender: smtpSender(env.SMTP_URL), from: env.LEADS_EMAIL_FROM });
}
