import nodemailer from 'nodemailer';
import { z } from 'zod';
import type { Database } from '../db/database';
import { parseRows } from '../db/rows';
import type { Logger } from '../logger';
import { composeLeadMail, leadRowSchema } from './lead-mail';
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

const dueRow = leadRowSchema.extend({
  outbox_id: z.union([z.string(), z.number()]).transform(String),
  attempts: z.number().int(),
});

/** Backoff of the n-th failed attempt (n ≥ 1): base, 2×base, 4×base … capped. */
export function retryDelayMs(attempt: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * Sends each lead's e-mail at least once: rows are claimed with a lease (FOR UPDATE SKIP LOCKED,
 * so several instances on one PostgreSQL never send the same row at once), marked sent after the
 * mail server accepted the message, and given a later attempt with backoff when it did not. A
 * mail outage delays e-mails; it never loses a lead (the lead itself is already stored).
 */
export function startOutboxWorker(options: OutboxOptions) {
  const { db, logger, sender } = options;
  const pollMs = options.pollMs ?? 5_000;
  const baseDelayMs = options.baseDelayMs ?? 15_000;
  const maxDelayMs = options.maxDelayMs ?? 15 * 60_000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  /** Claims up to 10 due rows for one lease and reads their leads, in one statement. */
  async function claimDue() {
    const result = await db.query(
      `WITH due AS (
         SELECT id FROM lead_outbox WHERE sent_at IS NULL AND next_attempt_at <= now()
         ORDER BY next_attempt_at, id LIMIT 10 FOR UPDATE SKIP LOCKED),
       claimed AS (
         UPDATE lead_outbox o SET next_attempt_at = now() + $1::int * interval '1 millisecond'
         FROM due WHERE o.id = due.id RETURNING o.id, o.lead_id, o.attempts)
       SELECT c.id AS outbox_id, c.attempts, l.id, l.kind, l.lead_page, l.payload, l.created_at
       FROM claimed c JOIN leads l ON l.id = c.lead_id ORDER BY c.id`,
      [leaseMs],
    );
    return parseRows(dueRow, result);
  }

  async function deliver(row: z.infer<typeof dueRow>) {
    try {
      await sender.send(composeLeadMail(row, { from: options.from, to: options.to }));
    } catch (error) {
      const attempt = row.attempts + 1;
      const delay = retryDelayMs(attempt, baseDelayMs, maxDelayMs);
      const reason = describeFailure(error);
      await db.query(
        `UPDATE lead_outbox SET attempts = $2, last_error = $3, next_attempt_at = now() + $4::int * interval '1 millisecond'
         WHERE id = $1`,
        [row.outbox_id, attempt, reason.slice(0, 500), delay],
      );
      logger.warn({ leadId: row.id, attempt, retryInMs: delay, err: reason }, 'lead e-mail not sent; will retry');
      return;
    }
    await db.query('UPDATE lead_outbox SET attempts = attempts + 1, sent_at = now(), last_error = NULL WHERE id = $1', [row.outbox_id]);
    logger.info({ leadId: row.id, kind: row.kind }, 'lead e-mailed to the agency');
  }

  async function tick() {
    try {
      for (const row of await claimDue()) {
        if (stopped) return;
        await deliver(row);
      }
    } catch (error) {
      logger.warn({ err: describeFailure(error) }, 'outbox pass failed; will try again');
    }
  }

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().finally(schedule);
    }, pollMs);
  };
  running = tick().finally(schedule);

  return {
    /** Runs one pass now (tests; and after a lead is stored, to mail it without waiting). */
    async nudge() {
      await running;
      if (!stopped) await tick();
    },
    /** Stops polling and waits for a pass in flight (before the database is closed). */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
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
