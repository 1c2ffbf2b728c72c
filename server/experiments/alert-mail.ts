import { z } from 'zod';
import type { Database } from '../db/database';
import { claimDue, queueIdSchema } from '../leads/leased-queue';
import { smtpSender, startMailOutbox, type MailOutboxOptions } from '../leads/mail-outbox';
import type { Logger } from '../logger';

/** A claimed row of experiment_alert_outbox (migration 016). */
const claimedAlert = z.object({
  queue_id: queueIdSchema,
  attempts: z.number().int(),
  experiment_id: z.string(),
  variant: z.string(),
  to_address: z.string(),
  subject: z.string(),
  body: z.string(),
});

/**
 * Sends the guardrails' alerts (a variant switched off, server/experiments/guardrail.ts) to the
 * studio's developers the way the leads' outbox sends leads: claimed with a lease, marked sent
 * once the mail server took it, retried with backoff while it does not.
 */
export function startExperimentAlertWorker(options: MailOutboxOptions & { from: string }) {
  return startMailOutbox(
    {
      queue: 'experiment_alert_outbox',
      claim: (leaseMs) => claimDue(options.db, 'experiment_alert_outbox', claimedAlert, leaseMs),
      compose: (mail) => ({ from: options.from, to: mail.to_address, replyTo: undefined, subject: mail.subject, text: mail.body }),
      describe: (mail) => ({ experiment: mail.experiment_id, variant: mail.variant }),
      said: { sent: 'experiment alert e-mailed to a developer', notSent: 'experiment alert not sent; will retry', passFailed: 'experiment alert pass failed; will try again' },
    },
    options,
  );
}

/** start.ts: the worker when SMTP_URL is set (alerts are only queued for developers with an address). */
export function startExperimentAlertMail(env: { SMTP_URL?: string; LEADS_EMAIL_FROM: string }, db: Database, logger: Logger) {
  if (!env.SMTP_URL) return undefined;
  return startExperimentAlertWorker({ db, logger, sender: smtpSender(env.SMTP_URL), from: env.LEADS_EMAIL_FROM });
}
