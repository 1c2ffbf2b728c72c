import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/database';
import { parseRows } from '../db/rows';
import type { MailSender } from '../leads/mail-outbox';
import { memoryLogger } from '../leads/lead-test-app';
import { startStudioMailWorker } from './studio-mail';
import { openTestDatabase } from '../test-support/test-database';

/**
 * The studio's outcome e-mails share the leads' leased queue (claim with a lease, backoff on a
 * failed send); this pins what the studio's outbox does with it, on an in-memory PGlite.
 */
type Mail = Parameters<MailSender['send']>[0];

/** A sender that refuses the first `failures` messages, then keeps what it is given. */
function flakySender(failures: number) {
  const sent: Mail[] = [];
  let refused = 0;
  const sender: MailSender = {
    async send(mail) {
      if (refused < failures) {
        refused += 1;
        throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
      }
      sent.push(mail);
    },
    close: () => undefined,
  };
  return { sender, sent };
}

const outboxRow = z.object({ attempts: z.number(), last_error: z.string().nullable(), sent: z.boolean() });

describe('studio mail outbox', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db?.close());

  async function queueMail(author: string) {
    const [request] = parseRows(
      z.object({ id: z.union([z.string(), z.number()]).transform(String) }),
      await db.query(`INSERT INTO studio_change_requests (author, config_file, proposed) VALUES ($1, 'landing-cruise.json', '{}') RETURNING id`, [author]),
    );
    if (!request) throw new Error('no change request row');
    await db.query(`INSERT INTO studio_mail_outbox (request_id, to_address, subject, body) VALUES ($1, $2, 'Your change was applied', 'Hello')`, [
      request.id,
      `${author}@agency.example`,
    ]);
    return request.id;
  }

  const state = async (requestId: string) =>
    parseRows(outboxRow, await db.query('SELECT attempts, last_error, sent_at IS NOT NULL AS sent FROM studio_mail_outbox WHERE request_id = $1', [requestId]))[0];

  it('retries a refused send with backoff, keeps the reason, and sends once the server takes it', async () => {
    const requestId = await queueMail('mia');
    const { sender, sent } = flakySender(2);
    const { logger, lines } = memoryLogger();
    const worker = startStudioMailWorker({ db, logger, sender, from: 'website@agency.example', pollMs: 20, baseDelayMs: 30 });
    try {
      await vi.waitFor(async () => expect((await state(requestId))?.sent).toBe(true), { timeout: 10_000, interval: 20 });
    } finally {
      await worker.stop();
    }
    // Two refusals and the send that went through; the last error is cleared once it is sent.
    expect(await state(requestId)).toEqual({ attempts: 3, last_error: null, sent: true });
    expect(sent).toEqual([{ from: 'website@agency.example', to: 'mia@agency.example', replyTo: undefined, subject: 'Your change was applied', text: 'Hello' }]);
    expect(lines.filter((line) => line.includes('studio e-mail not sent; will retry'))).toHaveLength(2);
  });

  it('does not send a row again before its backoff is over', async () => {
    const requestId = await queueMail('leo');
    const first = flakySender(1);
    const { logger } = memoryLogger();
    // A long backoff: after the first refusal the row is not due again, for this worker or another.
    const worker = startStudioMailWorker({ db, logger, sender: first.sender, from: 'website@agency.example', pollMs: 20, baseDelayMs: 60_000 });
    try {
      await vi.waitFor(async () => expect((await state(requestId))?.attempts).toBe(1), { timeout: 10_000, interval: 20 });
    } finally {
      await worker.stop();
    }
    expect(await state(requestId)).toEqual({ attempts: 1, last_error: 'connect ECONNREFUSED 127.0.0.1:2525', sent: false });
    const second = flakySender(0);
    const other = startStudioMailWorker({ db, logger, sender: second.sender, from: 'website@agency.example', pollMs: 20 });
    await other.nudge();
    await other.stop();
    expect(second.sent).toEqual([]);
  });
});
