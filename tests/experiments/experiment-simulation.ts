import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { jeffreysInterval } from '../../server/experiments/experiment-report';
import { experimentReportsSchema } from '../../server/experiments/experiment-report-schema';
import { startSite, type SiteServer } from '../e2e/support/site-server';
import { crashWatch } from '../fault/crash-watch';
import type { Check } from '../fault/nothing-lost';
import { AD_CAMPAIGN, conversionStreams, EXPERIMENT_ID, sendForgedLeads, simulateVisitors, VARIANTS, type Variant } from './visitor-simulation';
import { percent } from '../../server/experiments/figure-text';

/**
 * One run of the experiment simulation (`npm run test:experiments`): the built site on its
 * embedded store in a fresh data directory, N simulated visitors of /landing-familytravel/, then
 * `npm run experiments -- --format json` compared with what the visitors received and what the
 * site acknowledged. With `kill`, the site is SIGKILLed when half the visitors have their page
 * and restarted on the same data directory.
 */
export const RATES: Record<Variant, number> = { control: 0.05, 'form-first': 0.08 };
export const SEED = 2027;
const PAGE_FILE = 'landing-familytravel.json';
/** As deployed: scripts run through Vite, which sets NODE_ENV=development for its children, and a development site has no render cache. Each visitor comes from its own address. */
const SITE_ENV = { NODE_ENV: 'production', TRUST_PROXY: 'true', RATE_LIMIT_MAX: '1000000' };

export interface SimulationReport {
  name: string;
  figures: string[];
  checks: Check[];
  seconds: number;
}

/** The report as an operator gets it: the CLI, on the site's data directory (the site stopped), against the page configs in `configs`. */
function experimentsCli(dataDir: string, configs = 'page-configs') {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const run = spawnSync('npm', ['run', '--silent', 'experiments', '--', '--format', 'json', '--configs', configs], { env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`npm run experiments failed (${run.status}): ${run.stderr}`);
  return experimentReportsSchema.parse(JSON.parse(run.stdout)).find((report) => report.experiment === EXPERIMENT_ID);
}

const declaringPage = z.looseObject({ experiment: z.looseObject({ variants: z.array(z.looseObject({ id: z.string(), weight: z.number() })) }) });

/** A configs folder whose experiment page declares other weights than the site was built with (what an instance on another version of the config would do). */
function configsDeclaring(weights: Record<Variant, number>): string {
  const dir = mkdtempSync(join(tmpdir(), 'experiments-configs-'));
  const page = declaringPage.parse(JSON.parse(readFileSync(`page-configs/pages/${PAGE_FILE}`, 'utf8')));
  page.experiment.variants = page.experiment.variants.map((variant) => ({ ...variant, weight: weights[variant.id === 'control' ? 'control' : 'form-first'] }));
  mkdirSync(join(dir, 'pages'));
  writeFileSync(join(dir, 'pages', PAGE_FILE), JSON.stringify(page));
  return dir;
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

export async function runExperimentSimulation(options: {
  name: string;
  visitors: number;
  concurrency: number;
  kill: boolean;
  /** After the visitors, this many leads with hand-made cookies: they must change no figure. */
  forge?: number;
  log: (line: string) => void;
}): Promise<SimulationReport> {
  const started = Date.now();
  const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'experiments-test-'));
  const env = SITE_ENV;
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
  let misdeclared: ReturnType<typeof experimentsCli>;
  let forged: number[] = [];
  const configs = configsDeclaring({ control: 60, 'form-first': 40 });
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
    if (options.forge) forged = await sendForgedLeads(baseUrl, options.forge, runId);
    watcher.expectExit(true);
    await site.stop();
    report = experimentsCli(dataDir);
    // The same counts read against weights of 60/40 while the site drew 50/50: the split an
    // instance on another version of the config would make. The check must sound the alarm.
    misdeclared = experimentsCli(dataDir, configs);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(configs, { recursive: true, force: true });
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
  if (options.forge) {
    const honest = VARIANTS.every((variant) => {
      const row = report?.variants.find((v) => v.variant === variant);
      const mine = served.filter((o) => o.variant === variant);
      return row?.leads === mine.filter((o) => o.lead).length && (options.kill || row.visitors === mine.length);
    });
    check(
      `${options.forge} leads with hand-made cookies are stored (HTTP 200) and change no figure`,
      forged.length === options.forge && forged.every((status) => status === 200) && honest,
      `${forged.filter((status) => status === 200).length} of ${options.forge} stored; report ${honest ? 'equals' : 'differs from'} what the real visitors did`,
    );
  }
  if (!options.kill) {
    check('the split matches the declared 50/50: no sample-ratio warning', report?.sampleRatio?.mismatch === false, `p = ${report?.sampleRatio?.pValue.toPrecision(2) ?? 'not checked'}`);
  }
  const warned = misdeclared?.sampleRatio;
  check(
    'read against declared 60/40 weights, the 50/50 split raises the sample-ratio warning and withholds the verdict',
    warned?.mismatch === true && (warned.warning ?? '').startsWith('Sample ratio mismatch') && misdeclared?.variants.find((v) => v.variant === 'form-first')?.verdict.kind === 'sample-ratio-mismatch',
    `p = ${warned?.pValue.toExponential(1) ?? 'not checked'}`,
  );
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

/** A variant switched off by the guardrail within this many of its visitors (issue 38). */
export const GUARDRAIL_BOUND = 200;
/** The broken variant's form refuses this share of its sends. */
const BROKEN_SHARE = 0.3;

/**
 * The guardrail run: every visitor sends the lead form, and form-first's form refuses 30% of its
 * sends (an invalid phone, HTTP 400). The guardrail must switch form-first off for new visitors
 * within GUARDRAIL_BOUND of its visitors, from then on every new visitor gets the control, and
 * visitors who hold form-first keep its page.
 */
export async function runGuardrailSimulation(options: { visitors: number; concurrency: number; log: (line: string) => void }): Promise<SimulationReport> {
  const started = Date.now();
  const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'experiments-guardrail-'));
  const watcher = crashWatch((line) => options.log(`  ${line}`));
  const site: SiteServer = watcher.watch(await startSite(SITE_ENV, { dataDir }));
  let result: Awaited<ReturnType<typeof simulateVisitors>>;
  let report: ReturnType<typeof experimentsCli>;
  try {
    result = await simulateVisitors({
      visitors: options.visitors,
      concurrency: options.concurrency,
      baseUrl: () => site.url,
      streams: conversionStreams(SEED, { control: 1, 'form-first': 1 }, options.visitors),
      failing: conversionStreams(SEED + 1, { control: 0, 'form-first': BROKEN_SHARE }, options.visitors),
      runId,
    });
    watcher.expectExit(true);
    await site.stop();
    report = experimentsCli(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const { outcomes } = result;
  const checks: Check[] = [];
  const check = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });
  const broken = report?.variants.find((v) => v.variant === 'form-first');
  const control = report?.variants.find((v) => v.variant === 'control');
  const drawn = outcomes.filter((o) => o.variant === 'form-first');
  const refused = outcomes.filter((o) => o.refused !== undefined);
  check('every visitor got a page with a variant', outcomes.every((o) => o.variant), `${outcomes.filter((o) => o.variant).length} of ${options.visitors}`);
  check("the broken form's sends were refused as invalid (HTTP 400)", refused.length > 0 && refused.every((o) => o.refused === 400), `${refused.length} refused`);
  check(
    'form-first is switched off by the guardrail, and shown so in the report',
    broken?.switchedOff !== null && broken?.switchedOff !== undefined && broken.verdict.kind === 'switched-off',
    broken?.switchedOff ? `at ${broken.switchedOff.at}: ${broken.switchedOff.reason}` : 'not switched off',
  );
  check(`within ${GUARDRAIL_BOUND} of its visitors`, drawn.length <= GUARDRAIL_BOUND, `${drawn.length} visitors drew form-first`);
  check('the control is never switched off', control?.switchedOff === null, control?.switchedOff ? 'switched off' : 'running');
  const lastQuarter = outcomes.slice(Math.floor(options.visitors * 0.75));
  check('new visitors after the switch get the control', lastQuarter.every((o) => o.variant === 'control'), `${lastQuarter.filter((o) => o.variant === 'control').length} of the last ${lastQuarter.length}`);
  const holders = drawn.filter((o) => o.returnedSame !== undefined);
  check('visitors who hold form-first keep its page', holders.every((o) => o.returnedSame), `${holders.filter((o) => o.returnedSame).length} of ${holders.length} returning holders`);
  const sent = outcomes.filter((o) => o.converted);
  check('every send of a working form was acknowledged', sent.every((o) => o.lead), `${sent.filter((o) => o.lead).length} of ${sent.length}`);
  const figures = [
    `form-first: ${drawn.length} visitors, ${broken?.formHealth.failures ?? 0} form failures (${percent(broken?.formHealth.failureRate ?? 0)}); control: ${control?.visitors ?? 0} visitors, ${control?.formHealth.failures ?? 0} failures`,
  ];
  return { name: 'guardrail: form-first refuses 30% of sends', figures, checks, seconds: Math.round((Date.now() - started) / 100) / 10 };
}
