import nodemailer from 'nodemailer';
import { z } from 'zod';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import type { composeLeadMail } from './lead-mail';
import { claimDue, markDone, queueIdSchema, retryDelayMs, scheduleRetry, startPolling, type QueueTable } from './leased-queue';
import { describeFailure } from './redact';

/** One e-mail as nodemailer takes it (the shape composeLeadMail makes). */
export type OutgoingMail = ReturnType<typeof composeLeadMail>;

export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
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

/** The e-mail queues: the leads' (lead_outbox), the studio's outcome mails (studio_mail_outbox), the guardrails' alerts (experiment_alert_outbox). */
export type MailQueue = Extract<QueueTable, 'lead_outbox' | 'studio_mail_outbox' | 'experiment_alert_outbox'>;

/** What differs between the two mail outboxes: their table, their rows and mails, their log lines. */
export interface MailOutbox<Row extends { queue_id: string; attempts: number }> {
  queue: MailQueue;
  /** Claims due rows (leased-queue.ts's claimDue with the queue's row schema). */
  claim(leaseMs: number): Promise<Row[]>;
  compose(row: Row): OutgoingMail;
  /** A row in the log: its ids only, never an address (the leads' are the visitors'). */
  describe(row: Row): Record<string, unknown>;
  said: { sent: string; notSent: string; passFailed: string };
}

export interface MailOutboxOptions {
  db: Database;
  logger: Logger;
  sender: MailSender;
  /** How often the worker looks for due rows. */
  pollMs?: number;
  /** The first retry waits this long; each further one twice as long, up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** A claimed row is retried after this long if its sender died mid-send (at-least-once). */
  leaseMs?: number;
}

/**
 * Sends each row's e-mail at least once: rows are claimed with a lease (FOR UPDATE SKIP LOCKED,
 * so several instances on one PostgreSQL never send the same row at once), marked sent after the
 * mail server accepted the message, and given a later attempt with backoff when it did not. A
 * mail outage delays e-mails; it never loses what was queued.
 */
export function startMailOutbox<Row extends { queue_id: string; attempts: number }>(outbox: MailOutbox<Row>, options: MailOutboxOptions) {
  const { db, logger, sender } = options;
  const baseDelayMs = options.baseDelayMs ?? 15_000;
  const maxDelayMs = options.maxDelayMs ?? 15 * 60_000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;

  async function deliver(row: Row) {
    try {
      await sender.send(outbox.compose(row));
    } catch (error) {
      const attempt = row.attempts + 1;
      const delay = retryDelayMs(attempt, baseDelayMs, maxDelayMs);
      const reason = describeFailure(error);
      await scheduleRetry(db, outbox.queue, row, reason, delay);
      logger.warn({ ...outbox.describe(row), attempt, retryInMs: delay, err: reason }, outbox.said.notSent);
      return;
    }
    await markDone(db, outbox.queue, row);
    logger.info(outbox.describe(row), outbox.said.sent);
  }

  const polling = startPolling(async () => {
    try {
      for (const row of await outbox.claim(leaseMs)) {
        if (polling.isStopped()) return;
        await deliver(row);
      }
    } catch (error) {
      logger.warn({ err: describeFailure(error) }, outbox.said.passFailed);
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

/** The columns of a queue of ready-made e-mails (studio_mail_outbox, experiment_alert_outbox); a queue adds its ids. */
export const readyMailColumns = { queue_id: queueIdSchema, attempts: z.number().int(), to_address: z.string(), subject: z.string(), body: z.string() };
type ReadyMailRow = z.infer<z.ZodObject<typeof readyMailColumns>>;

/**
 * A mail outbox whose rows are ready-made e-mails (address, subject, text) with ids of their own
 * (`row`: readyMailColumns and the ids; `describe` puts the ids in the log): sent from `from`,
 * with no reply-to.
 */
export function startReadyMailOutbox<Row extends ReadyMailRow>(
  outbox: { queue: Exclude<MailQueue, 'lead_outbox'>; row: z.ZodType<Row>; describe: (row: Row) => Record<string, unknown>; said: MailOutbox<Row>['said'] },
  options: MailOutboxOptions & { from: string },
) {
  return startMailOutbox(
    {
      queue: outbox.queue,
      claim: (leaseMs) => claimDue(options.db, outbox.queue, outbox.row, leaseMs),
      compose: (mail) => ({ from: options.from, to: mail.to_address, replyTo: undefined, subject: mail.subject, text: mail.body }),
      describe: outbox.describe,
      said: outbox.said,
    },
    options,
  );
}
