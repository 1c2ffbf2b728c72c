import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { startSite } from '../e2e/support/site-server';
import { startBackEndStub, type BackEndStub } from './back-end-stub';
import { crashWatch } from './crash-watch';
import { faultLead, sendLeads } from './lead-load';
import type { Check } from './nothing-lost';

/**
 * "Nothing lost on the way to the back end": the site in remote mode (CONTENT_API_URL) against a
 * stub back end; 300 leads while the back end is down (connections dropped) for part of the run
 * and answers 500 for another part, and the site is SIGKILLed once mid-run. Then: every
 * acknowledged lead reached the back end (counted by submission_id), a repeat carries the same
 * submission id and body, and `npm run leads` shows every lead delivered.
 */
export interface ForwardingReport {
  name: string;
  counts: { sent: number; acknowledged: number; received: number; distinct: number; repeats: number; dropped: number; failed: number };
  checks: Check[];
  seconds: number;
}

const TOTAL = 300;
const CONCURRENCY = 30;
/** One pass of one instance delivers at most this many at once: the most a SIGKILL can make repeat. */
const BATCH = 10;

const listedLead = z.object({ submission_id: z.string(), delivery: z.string() });

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

async function untilAsync(condition: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return true;
}

const readiness = z.object({ forwarding: z.object({ pending: z.number() }) });

/** The forwarding backlog /readyz reports (undefined when it cannot be read). */
async function pendingForwards(baseUrl: string): Promise<number | undefined> {
  const response = await fetch(`${baseUrl}/readyz`).catch((error: unknown) => {
    if (error instanceof Error) return undefined;
    throw error;
  });
  if (!response?.ok) return undefined;
  const parsed = readiness.safeParse(await response.json());
  return parsed.success ? parsed.data.forwarding.pending : undefined;
}

/** `npm run leads -- --format json` on the stopped site's data directory, read through a pipe to the end. */
function exportLeads(dataDir: string): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/run-ts.mjs', 'scripts/leads.ts', '--since', '2000-01-01', '--format', 'json'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('close', (code) => resolve({ code, out, err }));
  });
}

export async function runForwardingNothingLost(log: (line: string) => void): Promise<ForwardingReport> {
  const started = Date.now();
  const runId = `fw${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'fault-forwarding-'));
  const backEnd: BackEndStub = await startBackEndStub();
  const env = {
    CONTENT_API_URL: backEnd.url,
    CONTENT_API_TOKEN: 'back-end-token',
    TRUST_PROXY: 'true',
    RATE_LIMIT_MAX: '1000000',
    // Short lease and backoff cap: the run (and its recovery after the kill) fits in well under a minute.
    LEAD_FORWARD_LEASE_SECONDS: '10',
    LEAD_FORWARD_MAX_DELAY_SECONDS: '2',
  };
  const note = (line: string) => log(`  [${Math.round((Date.now() - started) / 100) / 10} s] ${line}`);

  const watcher = crashWatch(note);
  const watch = watcher.watch;
  let site = watch(await startSite(env, { dataDir }));
  const port = new URL(site.url).port;
  let baseUrl = site.url;
  let killedAt = -1;
  let outageStartedAt = -1;
  const faults: Promise<void>[] = [];

  // The back end's outage: down until the site has felt it, then failing until it has felt that, then up.
  const outage = async (count: number) => {
    outageStartedAt = count;
    backEnd.setMode('down');
    note(`back end DOWN after ${count} acknowledgements`);
    await until(() => backEnd.counts.dropped >= 5, 20_000);
    backEnd.setMode('failing');
    note(`back end answering 500 (${backEnd.counts.dropped} connections dropped so far)`);
    await until(() => backEnd.counts.failed >= 5, 20_000);
    backEnd.setMode('up');
    note(`back end up again (${backEnd.counts.failed} answers of 500)`);
  };
  const killAndRestart = async (count: number) => {
    killedAt = count;
    await watcher.kill(site);
    note(`SIGKILL of the site after ${count} acknowledgements; restarting on the same data directory`);
    site = watch(await startSite({ ...env, PORT: port }, { dataDir }));
    baseUrl = site.url;
    note('site back up');
  };
  const onAcknowledged = (count: number) => {
    if (outageStartedAt < 0 && count >= 40) faults.push(outage(count));
    if (killedAt < 0 && count >= 180) faults.push(killAndRestart(count));
  };

  const load = await sendLeads({ runId, total: TOTAL, concurrency: CONCURRENCY, baseUrl: () => baseUrl, onAcknowledged, giveUpAfterMs: 90_000 });
  await Promise.all(faults);
  backEnd.setMode('up');
  note(`load done: ${load.acknowledged.length} acknowledged, ${backEnd.receipts.length} received so far`);

  const expected = new Set(load.acknowledged.map((ack) => faultLead(runId, ack.index).submissionId));
  const receivedIds = () => new Set(backEnd.receipts.map((r) => r.submissionId));
  const allArrived = await until(() => [...expected].every((id) => receivedIds().has(id)), 60_000);
  note(`${allArrived ? 'every acknowledged lead' : 'NOT every acknowledged lead'} reached the back end after ${Math.round((Date.now() - started) / 1000)} s`);
  // The site marks a lead delivered right after the back end's answer. A lead the killed instance
  // had delivered but not yet marked stays leased until its lease (10 s) runs out, then goes once
  // more: wait until the site's /readyz reports no pending lead (lease and a backoff at most).
  const drained = await untilAsync(async () => (await pendingForwards(baseUrl)) === 0, 45_000);
  note(`${drained ? 'no lead pending' : 'leads still PENDING'} at the site after ${Math.round((Date.now() - started) / 1000)} s`);
  watcher.expectExit(true);
  await site.stop();

  const exported = await exportLeads(dataDir);
  await backEnd.close();
  rmSync(dataDir, { recursive: true, force: true });
  const listed = exported.code === 0 ? z.array(listedLead).parse(JSON.parse(exported.out)).filter((l) => l.submission_id.startsWith(`fault-${runId}-`)) : [];

  const ours = backEnd.receipts.filter((r) => r.submissionId.startsWith(`fault-${runId}-`));
  const byId = new Map<string, typeof ours>();
  for (const receipt of ours) byId.set(receipt.submissionId, [...(byId.get(receipt.submissionId) ?? []), receipt]);
  const repeats = ours.length - byId.size;
  const missing = [...expected].filter((id) => !byId.has(id));
  const unlikeRepeats = [...byId.values()].filter((copies) => copies.some((copy) => JSON.stringify(copy.body) !== JSON.stringify(copies[0]?.body)));
  const mismatched = ours.filter((receipt) => {
    const sent = faultLead(runId, Number(receipt.submissionId.slice(-4)));
    const { website: _w, ...spec } = sent.body;
    return receipt.call !== sent.call || !sameFields(receipt.body, { ...spec, submission_id: sent.submissionId });
  });
  const notDelivered = listed.filter((l) => l.delivery !== 'delivered');

  const checks: Check[] = [
    { name: 'the back end was down (connections dropped) during the run', ok: backEnd.counts.dropped > 0, detail: `${backEnd.counts.dropped} dropped` },
    { name: 'the back end answered 500 during the run', ok: backEnd.counts.failed > 0, detail: `${backEnd.counts.failed} answers of 500` },
    { name: 'the site was SIGKILLed with leads outstanding, and restarted', ok: killedAt > 0 && killedAt < TOTAL, detail: `killed after ${killedAt} of ${TOTAL}` },
    { name: 'the site never crashed by itself', ok: watcher.crashes() === 0, detail: `${watcher.crashes()} crashes` },
    { name: 'every lead was acknowledged', ok: load.acknowledged.length === TOTAL, detail: `${load.acknowledged.length} acknowledged` },
    {
      name: 'every acknowledged lead reached the back end (by submission_id)',
      ok: missing.length === 0,
      detail: missing.length ? `missing: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ' …' : ''}` : `${byId.size} distinct submission ids`,
    },
    { name: 'the back end received nothing it was not sent (each body is the lead as acknowledged)', ok: mismatched.length === 0, detail: `${mismatched.length} differ` },
    {
      name: `a repeat carries the same submission_id and body, and only what a kill can cut off (at most ${BATCH})`,
      ok: unlikeRepeats.length === 0 && repeats <= BATCH,
      detail: `${repeats} repeats, ${unlikeRepeats.length} with a different body`,
    },
    {
      name: 'npm run leads shows every lead delivered',
      ok: exported.code === 0 && listed.length === TOTAL && notDelivered.length === 0,
      detail: exported.code === 0 ? `${listed.length - notDelivered.length} of ${listed.length} delivered${notDelivered[0] ? `; e.g. ${notDelivered[0].delivery}` : ''}` : `exit ${exported.code}: ${exported.err.slice(0, 200)}`,
    },
  ];
  return {
    name: 'remote mode: forwarding to the back end',
    counts: {
      sent: TOTAL,
      acknowledged: load.acknowledged.length,
      received: ours.length,
      distinct: byId.size,
      repeats,
      dropped: backEnd.counts.dropped,
      failed: backEnd.counts.failed,
    },
    checks,
    seconds: Math.round((Date.now() - started) / 100) / 10,
  };
}

/** The same fields with the same values, whatever their order. */
function sameFields(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));
}
