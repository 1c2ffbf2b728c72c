import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/database';
import { parseRows } from '../db/rows';
import { memoryLogger } from '../leads/lead-test-app';
import type { MailSender } from '../leads/mail-outbox';
import { openTestDatabase } from '../test-support/test-database';
import { startExperimentAlertWorker } from './alert-mail';

/** A guardrail's alert, queued as guardrail.ts queues it, reaches the developer through the leased outbox, retried after a refused send. */
describe("the guardrails' alert mail", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db?.close());

  it('sends each queued alert to its developer once the mail server takes it, and marks it sent', async () => {
    await db.query(
      `INSERT INTO experiment_alert_outbox (experiment_id, variant, to_address, subject, body) VALUES ('form-first', 'b', 'ann@example.org', 'Experiment form-first: variant b switched off', 'The lead form of variant b failed.')`,
    );
    const sent: Parameters<MailSender['send']>[0][] = [];
    let refusals = 1;
    const sender: MailSender = {
      async send(mail) {
        if (refusals > 0) {
          refusals -= 1;
          throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
        }
        sent.push(mail);
      },
      close: () => undefined,
    };
    const worker = startExperimentAlertWorker({ db, logger: memoryLogger().logger, sender, from: 'website@agency.example', pollMs: 20, baseDelayMs: 30 });
    const state = async () =>
      parseRows(z.object({ attempts: z.number(), sent: z.boolean() }), await db.query('SELECT attempts, sent_at IS NOT NULL AS sent FROM experiment_alert_outbox'))[0];
    try {
      await vi.waitFor(async () => expect((await state())?.sent).toBe(true), { timeout: 10_000, interval: 20 });
    } finally {
      await worker.stop();
    }
    expect(await state()).toEqual({ attempts: 2, sent: true });
    expect(sent).toEqual([expect.objectContaining({ from: 'website@agency.example', to: 'ann@example.org', subject: 'Experiment form-first: variant b switched off', text: 'The lead form of variant b failed.' })]);
  });
});
