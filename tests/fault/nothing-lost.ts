import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { openPglite, openPostgres, type Database } from '../../server/db/database';
import { parseRows } from '../../server/db/rows';
import { startSite, type SiteServer } from '../e2e/support/site-server';
import type { PostgresServer } from '../support/postgres-server';
import { crashWatch } from './crash-watch';
import { faultLead, sendLeads, sendOnce } from './lead-load';

/**
 * One run of "nothing lost": the load against the built site, a SIGKILL of the site midway (and,
 * on PostgreSQL, an immediate-mode restart of PostgreSQL itself), then the stored rows compared
 * with what was sent and what was acknowledged.
 */
export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

export interface ScenarioReport {
  name: string;
  counts: {
    sent: number;
    acknowledged: number;
    stored: number;
    duplicates: number;
    attempts: number;
    retried: number;
    /** Leads whose first attempt was stored but whose answer a fault cut off (found again on retry). */
    storedBeforeTheirAnswerWasLost: number;
  };
  failures: Record<string, number>;
  events: string[];
  checks: Check[];
  seconds: number;
}

const TOTAL = 500;
const CONCURRENCY = 50;

const storedRow = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  submission_id: z.string(),
  payload: z.record(z.string(), z.unknown()),
});

/** The site's environment for the load: limits opened up (each attempt comes from its own address). */
const loadEnv = (extra: Record<string, string>) => ({ TRUST_PROXY: 'true', RATE_LIMIT_MAX: '1000000', ...extra });

export async function runNothingLost(options: {
  name: string;
  /** PostgreSQL for the PostgreSQL run; absent: the embedded store in a data directory. */
  postgres?: PostgresServer;
  log: (line: string) => void;
}): Promise<ScenarioReport> {
  const started = Date.now();
  const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'fault-test-'));
  const env = loadEnv(options.postgres ? { DATABASE_URL: options.postgres.url } : {});
  const events: string[] = [];
  const note = (event: string) => {
    events.push(event);
    options.log(`  ${event}`);
  };

  const watcher = crashWatch(note);
  const watch = watcher.watch;
  let site: SiteServer = watch(await startSite(env, { dataDir }));
  const port = new URL(site.url).port;
  let baseUrl = site.url;
  let siteKilledAt = -1;
  let postgresRestartedAt = -1;
  let fault: Promise<void> | undefined;

  const killAndRestartSite = async (acknowledged: number) => {
    siteKilledAt = acknowledged;
    await watcher.kill(site);
    note(`SIGKILL of the site after ${acknowledged} acknowledgements; restarting on the same ${options.postgres ? 'database' : 'data directory'}`);
    site = watch(await startSite({ ...env, PORT: port }, { dataDir }));
    baseUrl = site.url;
    note('site back up');
  };

  const onAcknowledged = (count: number) => {
    if (fault) return;
    if (options.postgres && postgresRestartedAt < 0 && count >= 120) {
      postgresRestartedAt = count;
      const postgres = options.postgres;
      fault = (async () => {
        note(`PostgreSQL restarted in immediate mode after ${count} acknowledgements`);
        postgres.restart();
        note('PostgreSQL back up');
      })().finally(() => (fault = undefined));
    } else if (siteKilledAt < 0 && count >= (options.postgres ? 300 : 200)) {
      fault = killAndRestartSite(count).finally(() => (fault = undefined));
    }
  };

  const load = await sendLeads({ runId, total: TOTAL, concurrency: CONCURRENCY, baseUrl: () => baseUrl, onAcknowledged });
  await fault;
  // Stored before a fault cut the answer off, then answered "as before" on the retry: the race
  // that idempotent submission ids exist for. Counted from the sites' own log lines.
  const repeated = new Set(
    watcher.sites
      .flatMap((server) => server.logs)
      .filter((line) => line.includes('repeated submission'))
      .flatMap((line) => /"submissionId":"(fault-[^"]+)"/.exec(line)?.[1] ?? []),
  );

  // Retried once more after everything: the same ids are answered as before and stored no twice.
  const replayed = await Promise.all(
    load.acknowledged
      .slice(0, 25)
      .map(async (ack) => ({ ack, outcome: await sendOnce(baseUrl, faultLead(runId, ack.index), `10.255.0.${ack.index % 250}`) })),
  );
  watcher.expectExit(true);
  await site.stop();

  const db: Database = options.postgres ? await openPostgres(options.postgres.url) : await openPglite(dataDir);
  let rows: z.infer<typeof storedRow>[];
  try {
    rows = parseRows(
      storedRow,
      await db.query("SELECT id, submission_id, payload FROM leads WHERE submission_id LIKE $1 ORDER BY id", [`fault-${runId}-%`]),
    );
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const bySubmission = new Map<string, z.infer<typeof storedRow>[]>();
  for (const row of rows) bySubmission.set(row.submission_id, [...(bySubmission.get(row.submission_id) ?? []), row]);
  // A duplicate is a second row for the same lead, whatever its submission id: count by content.
  const byContent = new Map<string, number>();
  for (const row of rows) {
    const key = String(row.payload.fname ?? row.payload.fullname) + String(row.payload.comments ?? row.payload.comment);
    byContent.set(key, (byContent.get(key) ?? 0) + 1);
  }
  const duplicates = [...byContent.values()].reduce((sum, n) => sum + (n - 1), 0);

  const missingAcknowledged = load.acknowledged.filter((ack) => {
    const stored = bySubmission.get(faultLead(runId, ack.index).submissionId);
    return stored?.length !== 1 || stored[0]?.id !== ack.id;
  });
  const missing = Array.from({ length: TOTAL }, (_, i) => i).filter((i) => bySubmission.get(faultLead(runId, i).submissionId)?.length !== 1);
  const mismatched = rows.filter((row) => {
    const index = Number(row.submission_id.slice(-4));
    const sent = faultLead(runId, index).body;
    return row.payload.email !== sent.email || (row.payload.comments ?? row.payload.comment) !== (sent.comments ?? sent.comment);
  });
  const retried = load.acknowledged.filter((ack) => ack.attempts > 1).length;
  const replayMismatch = replayed.filter(({ ack, outcome }) => !outcome.ok || outcome.id !== ack.id);

  const checks: Check[] = [
    {
      name: 'the site was killed with leads still outstanding, and restarted',
      ok: siteKilledAt > 0 && siteKilledAt < TOTAL,
      detail: `killed after ${siteKilledAt} of ${TOTAL} acknowledgements`,
    },
    ...(options.postgres
      ? [
          {
            name: 'PostgreSQL was restarted (immediate mode) with leads still outstanding',
            ok: postgresRestartedAt > 0 && postgresRestartedAt < TOTAL,
            detail: `restarted after ${postgresRestartedAt} acknowledgements`,
          },
        ]
      : []),
    { name: 'the site never crashed (it ended only when the test killed it)', ok: watcher.crashes() === 0, detail: `${watcher.crashes()} crashes` },
    { name: 'the faults were felt: some leads needed retries', ok: retried > 0, detail: `${retried} leads retried, ${load.attempts - TOTAL} extra attempts` },
    {
      name: 'every lead was acknowledged in the end',
      ok: load.acknowledged.length === TOTAL && load.unacknowledged.length === 0,
      detail: `${load.acknowledged.length} acknowledged, ${load.unacknowledged.length} gave up`,
    },
    {
      name: 'every acknowledged lead is stored exactly once, under the id it was acknowledged with',
      ok: missingAcknowledged.length === 0,
      detail: missingAcknowledged.length ? `not so for leads ${missingAcknowledged.slice(0, 10).map((a) => a.index).join(', ')}` : 'all of them',
    },
    {
      name: 'every lead is stored once after the retries',
      ok: missing.length === 0 && rows.length === TOTAL,
      detail: `${rows.length} rows for ${TOTAL} leads${missing.length ? `; missing or doubled: ${missing.slice(0, 10).join(', ')}` : ''}`,
    },
    { name: 'no lead is stored twice', ok: duplicates === 0, detail: `${duplicates} duplicates` },
    { name: 'each stored lead is what was sent', ok: mismatched.length === 0, detail: `${mismatched.length} differ` },
    {
      name: 'a retry after the run gets the first answer (same id), nothing new stored',
      ok: replayMismatch.length === 0,
      detail: `${replayed.length - replayMismatch.length} of ${replayed.length} answered with their first id`,
    },
  ];

  return {
    name: options.name,
    counts: {
      sent: TOTAL,
      acknowledged: load.acknowledged.length,
      stored: rows.length,
      duplicates,
      attempts: load.attempts,
      retried,
      storedBeforeTheirAnswerWasLost: repeated.size,
    },
    failures: load.failures,
    events,
    checks,
    seconds: Math.round((Date.now() - started) / 100) / 10,
  };
}
