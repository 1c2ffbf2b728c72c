import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { toLeadRequest } from '../../src/forms/lead-rules';
import { validEnquiryRequest } from '../../tests/support/enquiry-request';
import { parseRows } from '../db/rows';
import { claimDueLeads } from './leased-queue';
import { attemptTimeoutMs, classifyAnswer, httpDelivery, requeueRefused, startLeadForwarder } from './lead-forwarder';
import { createLeadTestApp, memoryLogger, nextAddress, type LeadTestApp } from './lead-test-app';

interface Received {
  path: string;
  token: string | undefined;
  idempotencyKey: string | undefined;
  body: Record<string, unknown>;
}

/** The agency's back end as the test wants it: answering, failing or refusing, per request. */
function stubBackEnd() {
  const received: Received[] = [];
  /** `until`: the answer waits for it (a slow back end, for as long as the test wants). */
  let answer: (call: string) => { status: number; body: unknown; raw?: string; until?: Promise<unknown> } | 'drop' = () => ({ status: 200, body: { status: 200, message: 'ok' } });
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const path = (request.url ?? '').replace(/^\//, '');
      const outcome = answer(path);
      if (outcome === 'drop') {
        request.socket.destroy();
        return;
      }
      received.push({ path, token: request.headers.token?.toString(), idempotencyKey: request.headers['idempotency-key']?.toString(), body: z.record(z.string(), z.unknown()).parse(JSON.parse(text)) });
      void Promise.resolve(outcome.until).then(() => {
        response.writeHead(outcome.status, { 'content-type': outcome.raw === undefined ? 'application/json' : 'text/html' });
        response.end(outcome.raw ?? JSON.stringify(outcome.body));
      });
    });
  });
  return {
    received,
    answerWith: (next: typeof answer) => (answer = next),
    listen: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const stub = stubBackEnd();
let t: LeadTestApp;
let url = '';

beforeAll(async () => {
  url = await stub.listen();
  t = await createLeadTestApp({ CONTENT_API_URL: `${url}/api/` });
}, 120_000);
afterAll(async () => {
  await t.close();
  await stub.close();
});
beforeEach(async () => {
  // Each test delivers its own leads only.
  await t.db.query("UPDATE lead_forward SET delivered_at = now() WHERE delivered_at IS NULL AND refused_at IS NULL");
  stub.received.length = 0;
  stub.answerWith(() => ({ status: 200, body: { status: 200, message: 'ok' } }));
});

const lead = (submission_id: string) =>
  toLeadRequest(
    {
      fullName: 'Fora Ward',
      email: 'fora.ward@example.com',
      phone: '+13035550142',
      city: 'Golden',
      country: '1',
      travelDate: '2026-11-20',
      comment: 'A family cruise in the Caribbean over Thanksgiving.',
    },
    'landing-cruise',
    { submission_id, website: '' },
  );

const forwardState = async (submissionId: string) =>
  parseRows(
    z.object({ attempts: z.number(), delivered: z.boolean(), refusal: z.string().nullable() }),
    await t.db.query(
      'SELECT f.attempts, f.delivered_at IS NOT NULL AS delivered, f.refusal FROM lead_forward f JOIN leads l ON l.id = f.lead_id WHERE l.submission_id = $1',
      [submissionId],
    ),
  )[0];

/**
 * A worker that polls and backs off in milliseconds. Its lease is the production default (a
 * minute), far longer than any answer here takes: an attempt is never cut short because the
 * machine is busy, and a lease ends only where a test ends it (`endLease`).
 */
const fastWorker = (logger = memoryLogger().logger) =>
  startLeadForwarder({ db: t.db, logger, deliver: httpDelivery({ baseUrl: `${url}/api`, token: 'back-end-token' }), pollMs: 30, baseDelayMs: 50, maxDelayMs: 200, leaseMs: 60_000 });

/** The lease of a claimed queue row runs out now (as if its worker's time were up). */
const endLease = (queueId: string) => t.db.query('UPDATE lead_forward SET next_attempt_at = now() WHERE id = $1', [queueId]);

describe('forwarding each lead to the back end (remote mode)', () => {
  it("delivers the spec's request bodies with the token header and the submission id", async () => {
    await t.post('enquiries/register', validEnquiryRequest({ submission_id: 'forward-enquiry-1', destination: '2' }), nextAddress());
    await t.post('enquiries/lead_contact', lead('forward-lead-1'), nextAddress());
    expect(await forwardState('forward-lead-1')).toEqual({ attempts: 0, delivered: false, refusal: null });

    const worker = fastWorker();
    try {
      await vi.waitFor(async () => expect((await forwardState('forward-lead-1'))?.delivered).toBe(true), { timeout: 10_000, interval: 30 });
      await vi.waitFor(async () => expect((await forwardState('forward-enquiry-1'))?.delivered).toBe(true), { timeout: 10_000, interval: 30 });
    } finally {
      await worker.stop();
    }
    const enquiry = stub.received.find((r) => r.body.submission_id === 'forward-enquiry-1');
    expect(enquiry?.path).toBe('api/enquiries/register');
    expect(enquiry?.token).toBe('back-end-token');
    // A back end that answered too late for the lease gets the same lead again: the key names it.
    expect(enquiry?.idempotencyKey).toBe('forward-enquiry-1');
    const { website: _w, ...sent } = validEnquiryRequest({ submission_id: 'forward-enquiry-1', destination: '2' });
    expect(enquiry?.body).toEqual(sent);
    const landing = stub.received.find((r) => r.body.submission_id === 'forward-lead-1');
    expect(landing?.path).toBe('api/enquiries/lead_contact');
    expect(landing?.body).toEqual({
      fullname: 'Fora Ward',
      email: 'fora.ward@example.com',
      phone: '+13035550142',
      travel_date: '20-11-2026',
      country: '1',
      city: 'Golden',
      lead_page: 'landing-cruise',
      comment: 'A family cruise in the Caribbean over Thanksgiving.',
      submission_id: 'forward-lead-1',
    });
    expect(await (await t.app.request('/readyz')).json()).toMatchObject({ forwarding: { pending: 0 } });
  });

  it('retries with backoff while the back end drops connections or answers 500, then delivers', async () => {
    let calls = 0;
    stub.answerWith(() => {
      calls += 1;
      if (calls <= 2) return 'drop';
      if (calls <= 4) return { status: 500, body: { message: 'Internal Server Error' } };
      return { status: 200, body: { status: '200', message: 'Thanks!' } };
    });
    await t.post('enquiries/lead_contact', lead('forward-retry-1'), nextAddress());
    const ready = (await (await t.app.request('/readyz')).json()) as { forwarding: { pending: number; oldestPendingSeconds: number } };
    expect(ready.forwarding.pending).toBe(1);
    expect(ready.forwarding.oldestPendingSeconds).toBeGreaterThanOrEqual(0);

    const { logger, lines } = memoryLogger();
    const worker = fastWorker(logger);
    try {
      await vi.waitFor(async () => expect((await forwardState('forward-retry-1'))?.delivered).toBe(true), { timeout: 15_000, interval: 30 });
    } finally {
      await worker.stop();
    }
    expect((await forwardState('forward-retry-1'))?.attempts).toBe(5);
    // Only the answered attempts reached the stub's list: two 500s and the delivery, all with the same submission id.
    expect(stub.received.map((r) => r.body.submission_id)).toEqual(['forward-retry-1', 'forward-retry-1', 'forward-retry-1']);
    expect(lines.join('\n')).toContain('will retry');
    expect(lines.join('\n')).not.toMatch(/fora\.ward@example\.com|3035550142/);
  });

  it("keeps a 4xx as refused with the back end's message, logs no personal data, and does not retry it", async () => {
    stub.answerWith(() => ({ status: 422, body: { status: 422, message: 'Invalid', data: { message: 'Email fora.ward@example.com is blocked.' } } }));
    await t.post('enquiries/lead_contact', lead('forward-refused-1'), nextAddress());
    const { logger, lines } = memoryLogger();
    const worker = fastWorker(logger);
    try {
      await vi.waitFor(async () => expect((await forwardState('forward-refused-1'))?.refusal).toBe('HTTP 422: Email fora.ward@example.com is blocked.'), {
        timeout: 10_000,
        interval: 30,
      });
      await worker.nudge();
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      await worker.stop();
    }
    expect(stub.received).toHaveLength(1);
    expect(await forwardState('forward-refused-1')).toMatchObject({ attempts: 1, delivered: false });
    const log = lines.join('\n');
    expect(log).toContain('lead refused by the back end');
    expect(log).not.toContain('fora.ward@example.com');
    // A refused lead is an alert: /readyz says so (still 200: the site serves), and an error line was logged.
    const ready = await t.app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'degraded', forwarding: { pending: 0, refused: expect.any(Number), degraded: true } });
    expect(lines.some((line) => line.includes('"level":50') && line.includes('lead refused by the back end'))).toBe(true);

    // Once the back end is fixed, an operator queues it again (npm run leads -- --requeue ID) and it is delivered.
    stub.answerWith(() => ({ status: 200, body: { status: '200', message: 'Thanks!' } }));
    const [refused] = parseRows(z.object({ id: z.coerce.string() }), await t.db.query("SELECT id FROM leads WHERE submission_id = 'forward-refused-1'"));
    expect(await requeueRefused(t.db, [refused!.id])).toBe(1);
    const again = fastWorker();
    try {
      await vi.waitFor(async () => expect((await forwardState('forward-refused-1'))?.delivered).toBe(true), { timeout: 10_000, interval: 30 });
    } finally {
      await again.stop();
    }
    expect(await requeueRefused(t.db, 'all')).toBe(0);
  });

  it('a 200 HTML page (maintenance, a wrong CONTENT_API_URL) is not a delivery: the lead waits, retried, with an error line', async () => {
    stub.answerWith(() => ({ status: 200, body: undefined, raw: '<!doctype html><title>Down for maintenance</title>' }));
    await t.post('enquiries/lead_contact', lead('forward-html-1'), nextAddress());
    const { logger, lines } = memoryLogger();
    const worker = fastWorker(logger);
    try {
      await vi.waitFor(() => expect(stub.received.length).toBeGreaterThanOrEqual(2), { timeout: 10_000, interval: 30 });
    } finally {
      await worker.stop();
    }
    expect(await forwardState('forward-html-1')).toMatchObject({ delivered: false, refusal: null });
    expect(lines.some((line) => line.includes('"level":50') && line.includes('misconfigured'))).toBe(true);
  });

  it('a register answer of HTTP 200 with JSON and no status ({"success":true}) is delivered once and never sent again', async () => {
    stub.answerWith(() => ({ status: 200, body: { success: true, message: 'stored' } }));
    await t.post('enquiries/register', validEnquiryRequest({ submission_id: 'forward-success-1', destination: '2' }), nextAddress());
    const { logger, lines } = memoryLogger();
    const worker = fastWorker(logger);
    try {
      await vi.waitFor(async () => expect((await forwardState('forward-success-1'))?.delivered).toBe(true), { timeout: 10_000, interval: 30 });
      // A lead stored afterwards is delivered by a later pass: by then the first had every chance to be sent again.
      await t.post('enquiries/register', validEnquiryRequest({ submission_id: 'forward-success-2', destination: '2' }), nextAddress());
      worker.nudge();
      await vi.waitFor(async () => expect((await forwardState('forward-success-2'))?.delivered).toBe(true), { timeout: 10_000, interval: 30 });
    } finally {
      await worker.stop();
    }
    expect(stub.received.filter((r) => r.body.submission_id === 'forward-success-1')).toHaveLength(1);
    expect(await forwardState('forward-success-1')).toMatchObject({ attempts: 1, refusal: null });
    expect(lines.filter((line) => line.includes('"level":50'))).toEqual([]);
  });

  it('a 401 (a rotated token) is retried as a configuration fault, then delivered once the token works', async () => {
    let calls = 0;
    stub.answerWith(() => {
      calls += 1;
      return calls <= 2 ? { status: 401, body: { message: 'Unauthorized' } } : { status: 200, body: { status: 200, message: 'ok' } };
    });
    await t.post('enquiries/register', validEnquiryRequest({ submission_id: 'forward-401-1', destination: '2' }), nextAddress());
    const worker = fastWorker();
    try {
      await vi.waitFor(async () => expect((await forwardState('forward-401-1'))?.delivered).toBe(true), { timeout: 10_000, interval: 30 });
    } finally {
      await worker.stop();
    }
    expect(await forwardState('forward-401-1')).toMatchObject({ attempts: 3, refusal: null });
  });

  it('a slow back end gets one copy of a lead: the attempt waits inside its lease instead of sending another', async () => {
    let answerNow = () => {};
    const held = new Promise<void>((resolve) => (answerNow = resolve));
    stub.answerWith(() => ({ status: 200, body: { status: 200, message: 'ok' }, until: held }));
    await t.post('enquiries/lead_contact', lead('forward-slow-1'), nextAddress());
    const worker = fastWorker();
    const other = fastWorker();
    try {
      await vi.waitFor(() => expect(stub.received).toHaveLength(1), { timeout: 10_000, interval: 30 });
      // While the back end thinks, another instance's passes find the lead leased and leave it.
      await other.nudge();
      await other.nudge();
      expect(await forwardState('forward-slow-1')).toEqual({ attempts: 0, delivered: false, refusal: null });
      answerNow();
      await vi.waitFor(async () => expect((await forwardState('forward-slow-1'))?.delivered).toBe(true), { timeout: 10_000, interval: 30 });
    } finally {
      answerNow();
      await Promise.all([worker.stop(), other.stop()]);
    }
    expect(stub.received.filter((r) => r.body.submission_id === 'forward-slow-1')).toHaveLength(1);
    expect(await forwardState('forward-slow-1')).toMatchObject({ attempts: 1 });
  });

  it('an attempt ends before its lease does, so no instance claims a lead still in flight', () => {
    for (const leaseMs of [2_000, 20_000, 60_000, 600_000]) {
      expect(attemptTimeoutMs(leaseMs)).toBeLessThan(leaseMs);
      expect(attemptTimeoutMs(leaseMs)).toBeGreaterThanOrEqual(leaseMs * 0.75);
    }
  });

  it('several workers on one database deliver each lead once; a claimed lead waits for its lease to end', async () => {
    for (let i = 0; i < 12; i += 1) await t.post('enquiries/lead_contact', lead(`forward-many-${i}`), nextAddress());
    // A worker that died mid-delivery: it claimed one lead and never settled it.
    const [abandoned] = await claimDueLeads(t.db, 'lead_forward', 60_000, 1);
    expect(abandoned?.submission_id).toBe('forward-many-0');

    const workers = [fastWorker(), fastWorker(), fastWorker()];
    try {
      await vi.waitFor(async () => expect(stub.received.length).toBe(11), { timeout: 10_000, interval: 30 });
      await Promise.all(workers.map((worker) => worker.nudge()));
      expect(stub.received.some((r) => r.body.submission_id === 'forward-many-0')).toBe(false); // still leased
      await endLease(abandoned!.queue_id);
      await vi.waitFor(async () => expect((await forwardState('forward-many-0'))?.delivered).toBe(true), { timeout: 10_000, interval: 30 });
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
    const ids = stub.received.map((r) => String(r.body.submission_id));
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
  });
});

describe("the back end's answers", () => {
  it.each([
    [200, '{"status":200,"message":"ok"}', 'delivered'],
    [200, '{"status":"200","message":"Thanks"}', 'delivered'],
    [201, '', 'retry'],
    [200, '<html>Down for maintenance</html>', 'retry'],
    [401, '{"message":"Unauthorized"}', 'retry'],
    [403, '', 'retry'],
    [200, '{"status":"404","message":"No such call"}', 'retry'],
    [200, '{"status":"400","message":"Country selection is required."}', 'refused'],
    [200, '{"status":503}', 'retry'],
    [400, '{"message":"bad"}', 'refused'],
    [404, 'Not Found', 'retry'],
    [422, '{"message":"bad"}', 'refused'],
    [429, '', 'retry'],
    [408, '', 'retry'],
    [500, '<html>oops</html>', 'retry'],
    [502, '', 'retry'],
  ])('HTTP %i with %j is %s, for either call', (status, text, kind) => {
    expect(classifyAnswer('enquiries/register', status, text).kind).toBe(kind);
    expect(classifyAnswer('enquiries/lead_contact', status, text).kind).toBe(kind);
  });

  // Spec 2 §7: register is read by its HTTP status ("status 200 means success; otherwise
  // data.message"); only the landing form reads `status` from the JSON after the first '{'.
  it.each([
    ['enquiries/register', 200, '{"success":true,"message":"stored"}', 'delivered'],
    ['enquiries/register', 201, '{"ok":true}', 'delivered'],
    ['enquiries/register', 200, '{}', 'delivered'],
    ['enquiries/register', 200, '{"success":false,"message":"Duplicate enquiry"}', 'refused'],
    ['enquiries/register', 200, '{"status":"ok"}', 'retry'],
    ['enquiries/register', 200, 'stored', 'retry'],
    ['enquiries/lead_contact', 200, '{"success":true,"message":"stored"}', 'retry'],
    ['enquiries/lead_contact', 200, '{"ok":true}', 'retry'],
    ['enquiries/lead_contact', 200, 'Saved. {"status":"200","message":"Thanks"}', 'delivered'],
    ['enquiries/lead_contact', 200, 'notice\n{"status":"400","message":"Phone is required."}', 'refused'],
  ] as const)('%s: HTTP %i with %j is %s', (call, status, text, kind) => {
    expect(classifyAnswer(call, status, text).kind).toBe(kind);
  });
});
