import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { jeffreysInterval } from '../../server/experiments/experiment-report';
import { startSite, type SiteServer } from '../e2e/support/site-server';
import { crashWatch } from '../fault/crash-watch';
import type { Check } from '../fault/nothing-lost';
import { AD_CAMPAIGN, conversionStreams, EXPERIMENT_ID, simulateVisitors, VARIANTS, type Variant } from './visitor-simulation';

/**
 * One run of the experiment simulation (`npm run test:experiments`): the built site on its
 * embedded store in a fresh data directory, N simulated visitors of /landing-familytravel/, then
 * `npm run experiments -- --format json` compared with what the visitors received and what the
 * site acknowledged. With `kill`, the site is SIGKILLed when half the visitors have their page
 * and restarted on the same data directory.
 */
export const RATES: Record<Variant, number> = { control: 0.05, 'form-first': 0.08 };
export const SEED = 2027;

export interface SimulationReport {
  name: string;
  figures: string[];
  checks: Check[];
  seconds: number;
}

const reportSchema = z.array(
  z.object({
    experiment: z.string(),
    variants: z.array(
      z.object({
        variant: z.string(),
        visitors: z.number(),
        leads: z.number(),
        conversionRate: z.number(),
        interval: z.object({ low: z.number(), high: z.number() }),
        probabilityToBeatControl: z.number().nullable(),
        campaigns: z.array(z.object({ source: z.string(), campaign: z.string(), leads: z.number() })),
      }),
    ),
  }),
);

/** The report as an operator gets it: the CLI, on the site's data directory (the site stopped). */
function experimentsCli(dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const run = spawnSync('npm', ['run', '--silent', 'experiments', '--', '--format', 'json'], { env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`npm run experiments failed (${run.status}): ${run.stderr}`);
  return reportSchema.parse(JSON.parse(run.stdout)).find((report) => report.experiment === EXPERIMENT_ID);
}

/**
 * The seed is good for any split the server's (unseeded) draws can plausibly give: for every
 * number of visitors a variant may get, the variant's true rate lies in the 95% interval of the
 * leads its stream gives. The run then cannot fail on chance, only on a wrong count.
 */
export function seedHoldsFor(streams: Record<Variant, boolean[]>, from: number, to: number): string[] {
  const misses: string[] = [];
  for (const variant of VARIANTS) {
    let leads = streams[variant].slice(0, from).filter(Boolean).length;
    for (let n = from; n <= to; n += 1) {
      const interval = jeffreysInterval(leads, n);
      if (RATES[variant] < interval.low || RATES[variant] > interval.high) misses.push(`${variant} at ${n} visitors`);
      if (streams[variant][n]) leads += 1;
    }
  }
  return misses;
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

export async function runExperimentSimulation(options: { name: string; visitors: number; concurrency: number; kill: boolean; log: (line: string) => void }): Promise<SimulationReport> {
  const started = Date.now();
  const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'experiments-test-'));
  // As deployed: scripts run through Vite, which sets NODE_ENV=development for its children, and a
  // development site has no render cache. Each visitor comes from its own address.
  const env = { NODE_ENV: 'production', TRUST_PROXY: 'true', RATE_LIMIT_MAX: '1000000' };
  const watcher = crashWatch((line) => options.log(`  ${line}`));
  let site: SiteServer = watcher.watch(await startSite(env, { dataDir }));
  const port = new URL(site.url).port;
  let baseUrl = site.url;
  let killedAt = -1;
  let fault: Promise<void> | undefined;

  const killAndRestart = async (served: number) => {
    killedAt = served;
    await watcher.kill(site);
    options.log(`  SIGKILL of the site after ${served} visitors had their page; restarting on the same data directory`);
    site = watcher.watch(await startSite({ ...env, PORT: port }, { dataDir }));
    baseUrl = site.url;
    options.log('  site back up');
  };

  const streams = conversionStreams(SEED, RATES, options.visitors);
  const half = options.visitors / 2;
  const seedMisses = seedHoldsFor(streams, Math.round(half * 0.85), Math.round(half * 1.15));
  let result: Awaited<ReturnType<typeof simulateVisitors>>;
  let report: ReturnType<typeof experimentsCli>;
  try {
    result = await simulateVisitors({
      visitors: options.visitors,
      concurrency: options.concurrency,
      baseUrl: () => baseUrl,
      streams,
      runId,
      onServed: (served) => {
        if (options.kill && killedAt < 0 && served >= half) fault = killAndRestart(served);
      },
    });
    await fault;
    watcher.expectExit(true);
    await site.stop();
    report = experimentsCli(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const { outcomes } = result;
  const served = outcomes.filter((o) => o.variant);
  const lost = outcomes.filter((o) => o.lostBecause);
  const figures: string[] = [];
  const checks: Check[] = [];
  const check = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });

  check('the seed keeps the true rates inside the 95% intervals for any plausible split', seedMisses.length === 0, seedMisses.length ? `misses: ${seedMisses.slice(0, 5).join(', ')}` : `seed ${SEED}`);
  if (options.kill) {
    check('the site was killed with visitors and leads still outstanding, and restarted', killedAt > 0 && killedAt < options.visitors, `killed after ${killedAt} of ${options.visitors} visitors`);
    check('the site never crashed (it ended only when the test killed it)', watcher.crashes() === 0, `${watcher.crashes()} crashes`);
  } else {
    check('every visitor got a page with a variant', served.length === options.visitors, `${served.length} of ${options.visitors}`);
  }
  const mismatched = served.filter((o) => o.cookieVariant !== o.variant);
  check("each visitor's HTML is the variant its cookie names", mismatched.length === 0, `${mismatched.length} differ`);
  const returning = served.filter((o) => o.returnedSame !== undefined);
  check(
    'a returning visitor sees the same variant, with no new cookie',
    returning.length > 0 && returning.every((o) => o.returnedSame),
    `${returning.filter((o) => o.returnedSame).length} of ${returning.length}`,
  );
  const converted = served.filter((o) => o.converted);
  const acknowledged = served.filter((o) => o.lead);
  check('every lead sent was acknowledged in the end', acknowledged.length === converted.length, `${acknowledged.length} of ${converted.length}`);

  for (const variant of VARIANTS) {
    const row = report?.variants.find((v) => v.variant === variant);
    const mine = served.filter((o) => o.variant === variant);
    const leads = mine.filter((o) => o.lead);
    const hits = mine.filter((o) => o.renderCache === 'hit').length;
    figures.push(
      `${variant}: ${mine.length} visitors served, ${leads.length} leads acknowledged (true rate ${percent(RATES[variant])}); report: ${row?.visitors ?? 0} visitors, ${row?.leads ?? 0} leads, ${percent(row?.conversionRate ?? 0)} [${percent(row?.interval.low ?? 0)}, ${percent(row?.interval.high ?? 1)}]${row?.probabilityToBeatControl != null ? `, P(beats control) ${percent(row.probabilityToBeatControl)}` : ''}; render cache ${hits}/${mine.length} hits (${percent(mine.length ? hits / mine.length : 0)})`,
    );
    check(`${variant}: leads in the report == leads acknowledged`, row?.leads === leads.length, `${row?.leads ?? 'no row'} vs ${leads.length}`);
    const fromAd = row?.campaigns.find((c) => c.source === AD_CAMPAIGN.source && c.campaign === AD_CAMPAIGN.campaign)?.leads ?? 0;
    check(`${variant}: leads by campaign == leads from the ad`, fromAd === leads.filter((o) => o.lead?.fromAd).length, `${fromAd} vs ${leads.filter((o) => o.lead?.fromAd).length}`);
    if (options.kill) {
      check(`${variant}: visitors in the report >= visitors served`, (row?.visitors ?? 0) >= mine.length, `${row?.visitors ?? 0} vs ${mine.length}`);
    } else {
      check(`${variant}: visitors in the report == visitors served`, row?.visitors === mine.length, `${row?.visitors ?? 'no row'} vs ${mine.length}`);
    }
    check(
      `${variant}: the true rate ${percent(RATES[variant])} lies in the report's 95% interval`,
      row !== undefined && row.interval.low <= RATES[variant] && RATES[variant] <= row.interval.high,
      row ? `[${percent(row.interval.low)}, ${percent(row.interval.high)}]` : 'no row',
    );
  }
  const counted = report?.variants.reduce((sum, v) => sum + v.visitors, 0) ?? 0;
  check('visitors counted never exceed visitors sent', counted <= options.visitors, `${counted} counted, ${options.visitors} sent, ${served.length} served`);
  if (options.kill) {
    check(
      'visitors counted beyond those served are at most the visits the kill cut off',
      counted - served.length <= lost.length,
      `${counted - served.length} counted without their page, ${lost.length} cut off`,
    );
    figures.push(
      `visitors cut off by the kill: ${lost.length} (${lost.map((o) => o.lostBecause).join(', ') || 'none'}); counted without their page: ${counted - served.length}`,
    );
  }
  const failures = Object.entries(result.failures).map(([reason, n]) => `${reason} ×${n}`);
  if (failures.length) figures.push(`failed attempts (visits refused were retried, leads retried with their id): ${failures.join(', ')}`);

  return { name: options.name, figures, checks, seconds: Math.round((Date.now() - started) / 100) / 10 };
}
