import type { Database } from '../db/database';
import type { Logger } from '../logger';
import { claimDueLeads, type ClaimedRow } from './leased-queue';
import { composeLeadMail } from './lead-mail';
import { smtpSender, startMailOutbox, type MailOutboxOptions } from './mail-outbox';

export interface OutboxOptions extends MailOutboxOptions {
  from: string;
  to: string;
}

export { retryDelayMs } from './leased-queue';

/**
 * Sends each lead's e-mail to the agency at least once (mail-outbox.ts): a mail outage delays
 * e-mails; it never loses a lead (the lead itself is already stored).
 */
export function startOutboxWorker(options: OutboxOptions) {
  return startMailOutbox<ClaimedRow>(
    {
      queue: 'lead_outbox',
      claim: (leaseMs) => claimDueLeads(options.db, 'lead_outbox', leaseMs),
      compose: (row) => composeLeadMail(row, { from: options.from, to: options.to }),
      describe: (row) => ({ leadId: row.id, kind: row.kind }),
      said: { sent: 'lead e-mailed to the agency', notSent: 'lead e-mail not sent; will retry', passFailed: 'outbox pass failed; will try again' },
    },
    options,
  );
}

export type OutboxWorker = ReturnType<typeof startOutboxWorker>;

/** start.ts: the worker when SMTP_URL and LEADS_EMAIL_TO are set, else undefined (and why, once). */
export function startLeadMail(env: { SMTP_URL?: string; LEADS_EMAIL_TO?: string; LEADS_EMAIL_FROM: string }, db: Database, logger: Logger) {
  if (!env.SMTP_URL) return undefined;
  if (!env.LEADS_EMAIL_TO) {
    logger.warn('SMTP_URL is set but LEADS_EMAIL_TO is not: leads are stored but not e-mailed');
    return undefined;
  }
  logger.info('lead e-mails on: outbox worker started');
  return startOutboxWorker({ db, logger, sender: smtpSender(env.SMTP_URL), from: env.LEADS_EMAIL_FROM, to: env.LEADS_EMAIL_TO });
}

/** Whether new leads get an outbox row: the same condition as startLeadMail. */
export const leadMailEnabled = (env: { SMTP_URL?: string; LEADS_EMAIL_TO?: string }) => Boolean(env.SMTP_URL && env.LEADS_EMAIL_TO);
