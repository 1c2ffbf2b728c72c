import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { toLeadRequest } from '../../src/forms/lead-rules';
import { smtpSink, type ReceivedMail } from '../../tests/support/smtp-sink';
import { parseRows } from '../db/rows';
import { createLeadTestApp, memoryLogger, nextAddress, type LeadTestApp } from './lead-test-app';
import { smtpSender } from './mail-outbox';
import { retryDelayMs, startOutboxWorker } from './outbox-worker';

const outboxRow = z.object({
  attempts: z.number(),
  last_error: z.string().nullable(),
  sent_at: z.unknown(),
});

const lead = (submission_id: string) =>
  toLeadRequest(
    {
      fullName: 'Mailo Outage',
      email: 'mailo.outage@example.com',
      phone: '+13035550999',
      city: 'Boulder',
      country: '1',
      travelDate: '2026-10-02',
      comment: 'Please plan a theme park week for our family of five.',
    },
    'landing-themepark',
    { submission_id, website: '' },
  );

let t: LeadTestApp;
beforeAll(async () => {
  t = await createLeadTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525', LEADS_EMAIL_TO: 'leads@travelnrelax.example' });
}, 120_000);
afterAll(() => t.close());

describe('lead e-mails through the outbox', () => {
  it('writes the outbox row in the same transaction as the lead', async () => {
    await t.post('enquiries/lead_contact', lead('outbox-tx-1'), nextAddress());
    const rows = parseRows(
      z.object({ lead_page: z.string().nullable(), pending: z.boolean() }),
      await t.db.query(
        `SELECT l.lead_page, o.sent_at IS NULL AS pending FROM leads l JOIN lead_outbox o ON o.lead_id = l.id WHERE l.submission_id = 'outbox-tx-1'`,
      ),
    );
    expect(rows).toEqual([{ lead_page: 'landing-themepark', pending: true }]);
  });

  it('keeps retrying while the mail server is down and sends once it is back, at least once', async () => {
    const received: ReceivedMail[] = [];
    // Find a free port, then stop the sink: the mail server is down when the lead arrives.
    const first = smtpSink(received);
    const port = await first.listen(0);
    await first.close();

    await t.db.query('UPDATE lead_outbox SET sent_at = now()'); // earlier tests' rows are not this test's
    const response = await t.post('enquiries/lead_contact', lead('outbox-retry-1'), nextAddress());
    expect(response.status).toBe(200); // the visitor's lead is stored whatever the mail server does

    const { logger, lines: logs } = memoryLogger();
    const worker = startOutboxWorker({
      db: t.db,
      logger,
      sender: smtpSender(`smtp://127.0.0.1:${port}`),
      from: 'website@travelnrelax.example',
      to: 'leads@travelnrelax.example',
      pollMs: 50,
      baseDelayMs: 100,
      maxDelayMs: 400,
    });
    const state = async () =>
      parseRows(
        outboxRow,
        await t.db.query(
          `SELECT o.attempts, o.last_error, o.sent_at FROM lead_outbox o JOIN leads l ON l.id = o.lead_id WHERE l.submission_id = 'outbox-retry-1'`,
        ),
      )[0];

    try {
      await vi.waitFor(
        async () => {
          const row = await state();
          expect(row?.attempts).toBeGreaterThanOrEqual(2);
          expect(row?.last_error).toMatch(/ECONNREFUSED|connect/i);
          expect(row?.sent_at).toBeNull();
        },
        { timeout: 30_000, interval: 50 },
      );
      expect(received).toHaveLength(0);

      const second = smtpSink(received);
      await second.listen(port);
      try {
        await vi.waitFor(
          async () => {
            expect(received.length).toBeGreaterThanOrEqual(1);
            expect((await state())?.sent_at).not.toBeNull();
          },
          { timeout: 30_000, interval: 50 },
        );
      } finally {
        await second.close();
      }
    } finally {
      await worker.stop();
    }
    const mail = received.find((m) => m.text.includes('Mailo Outage'));
    expect(mail?.to).toEqual(['leads@travelnrelax.example']);
    expect(mail?.text).toContain('landing-themepark');
    expect(mail?.text).toContain('Travel date: 02-10-2026');
    expect(mail?.text).toMatch(/Reply-To: mailo\.outage@example\.com/i);
    // The refusals were logged without the visitor's address or phone.
    expect(logs.join('\n')).toContain('will retry');
    expect(logs.join('\n')).not.toMatch(/mailo\.outage@example\.com|3035550999/);
  });

  it('backs off exponentially up to a cap', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n, 15_000, 60_000))).toEqual([15_000, 30_000, 60_000, 60_000, 60_000, 60_000]);
  });
});
