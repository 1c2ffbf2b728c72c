import { z } from 'zod';
import type { Database } from '../db/database';
import { readyMailColumns, smtpSender, startReadyMailOutbox, type MailOutboxOptions } from '../leads/mail-outbox';
import type { Logger } from '../logger';

/**
 * Sends the guardrails' alerts (a variant switched off, server/experiments/guardrail.ts; rows of
 * experiment_alert_outbox, migration 016) to the studio's developers the way the leads' outbox
 * sends leads: claimed with a lease, marked sent once the mail server took it, retried with
 * backoff while it does not.
 */
export function startExperimentAlertWorker(options: MailOutboxOptions & { from: string }) {
  return startReadyMailOutbox(
    {
      queue: 'experiment_alert_outbox',
      row: z.object({ ...readyMailColumns, experiment_id: z.string(), variant: z.string() }),
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
