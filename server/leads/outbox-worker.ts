import nodemailer from 'nodemailer';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import { claimDueLeads, markDone, retryDelayMs, scheduleRetry, startPolling, type ClaimedRow } from './leased-queue';
import { composeLeadMail } from './lead-mail';
import { describeFailure } from './redact';

export interface MailSender {
  send(mail: ReturnType<typeof composeLeadMail>): Promise<void>;
  close(): void;
}

export function smtpSender(smtpUrl: string): MailSender {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    send: async (mail) => {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}

export interface OutboxOptions {
  db: Database;
  logger: Logger;
  sender: MailSender;
  from: string;
  to: string;
  /** How often the worker looks for due rows. */
  pollMs?: number;
  /** The first retry waits this long; each further one twice as long, up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** A claimed row is retried after this long if its sender died mid-send (at-least-once). */
  leaseMs?: number;
}

export { retryDelayMs } from './leased-queue';

/**
 * Sends each lead's e-mail at least once: rows are claimed with a lease (FOR UPDATE SKIP LOCKED,
 * so several instances on one PostgreSQL never send the same row at once), marked sent after the
 * mail server accepted the message, and given a later attempt with backoff when it did not. A
 * mail outage delays e-mails; it never loses a lead (the lead itself is already stored).
 */
export function startOutboxWorker(options: OutboxOptions) {
  const { db, logger, sender } = options;
  const baseDelayMs = options.baseDelayMs ?? 15_000;
  const maxDelayMs = options.maxDelayMs ?? 15 * 60_000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;

  async function deliver(row: ClaimedRow) {
    try {
      await sender.send(composeLeadMail(row, { from: options.from, to: options.to }));
    } catch (error) {
      const attempt = row.attempts + 1;
      const delay = retryDelayMs(attempt, baseDelayMs, maxDelayMs);
      const reason = describeFailure(error);
      await scheduleRetry(db, 'lead_outbox', row, reason, delay);
      logger.warn({ leadId: row.id, attempt, retryInMs: delay, err: reason }, 'lead e-mail not sent; will retry');
      return;
    }
    await markDone(db, 'lead_outbox', row);
    logger.info({ leadId: row.id, kind: row.kind }, 'lead e-mailed to the agency');
  }

  const polling = startPolling(async () => {
    try {
      for (const row of await claimDueLeads(db, 'lead_outbox', leaseMs)) {
        if (polling.isStopped()) return;
        await deliver(row);
      }
    } catch (error) {
      logger.warn({ err: describeFailure(error) }, 'outbox pass failed; will try again');
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
