// `npm run bench:experiment`: a benchmark script, not a test (docs/experiments.md). The page under
// an experiment, /landing-familytravel/, measured the way `npm run bench` measures every route
// (Lighthouse 12 mobile defaults, Debian's Chromium, median of BENCH_RUNS=3, LCP as a ratio of the
// static reference page's on the same server): as each variant (a returning visitor's variant
// cookie) and as the same page without the experiment (a visitor sending GPC is left out: the page
// as it is, no draw, no count, no cookie). Then the render cache per variant: new visitors (each
// drawn and counted), returning visitors and left-out visitors, 10 at a time, with the
// x-render-cache answer tallied per variant, and requests per second of each kind. Last, issue
// 38's figure: returning visitors' requests per second through nginx's cache against the same page
// without an experiment, and their ratio (scripts/experiment-proxy-throughput.ts). Prints tables;
// JSON under bench/results/. Run through scripts/run-ts.mjs: the nginx part is the cluster test's
// TypeScript. BENCH_RUNS=3, BENCH_VISITORS=600, BENCH_PROXY_SECONDS=5.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import { LIGHTHOUSE_CHROME } from './bench-chromium.mjs';
import lighthouse from 'lighthouse';
import { VARIANT_COOKIE } from '../src/engine/experiment-variant.ts';
import { EXPERIMENT } from '../tests/cluster/variant-visitors.ts';
import { CHROME_USER_AGENT } from '../tests/e2e/support/screens.ts';
import { startBenchSite } from './bench-site.mjs';
import { printLoad } from './print-load.mjs';
import { measureExperimentThroughProxy } from './experiment-proxy-throughput.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const VISITORS = Number(process.env.BENCH_VISITORS ?? 600);
const PROXY_SECONDS = Number(process.env.BENCH_PROXY_SECONDS ?? 5);
const PATH = '/landing-familytravel/';
// The variant cookie (`<experiment>.<variant>` pairs) is what renders a returning visitor's variant;
// the HttpOnly exposure cookie beside it only matters for leads.
const variantCookie = (variant) => `${VARIANT_COOKIE}=${EXPERIMENT.id}.${variant}`;

// The bench plays the balancer: each new visitor comes from its own address (X-Forwarded-For,
// believed from one trusted hop), or the daily bound of 20 new visitors per address would leave
// all but 20 of them out, uncounted.
const startSite = () => startBenchSite({ TRUST_PROXY: 'true' }, { prefix: 'bench-experiment-' });
const visitorAddress = (i) => `10.${40 + Math.floor(i / 62_500)}.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One Lighthouse run's figures, or undefined for a run Lighthouse could not measure (said, not averaged in). */
async function lighthouseRun(port, url, extraHeaders) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders });
  if (result.lhr.runtimeError) {
    console.error(`lighthouse ${url}: ${result.lhr.runtimeError.code} (run left out)`);
    return undefined;
  }
  const { audits } = result.lhr;
  const requests = audits['network-requests'].details?.items ?? [];
  return {
    performance: result.lhr.categories.performance.score * 100,
    lcp: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    jsBytes: requests.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    scripts: requests.filter((item) => item.resourceType === 'Script').length,
  };
}

const medians = (runs) => Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));

/** `count` visits, 10 at a time; each visit's variant (cookie sent or received) and cache answer. */
async function visits(base, count, headersOf) {
  const tally = {};
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const headers = { 'user-agent': CHROME_USER_AGENT, 'x-forwarded-for': visitorAddress(index), ...headersOf(index) };
      const response = await fetch(base + PATH, { headers });
      const html = await response.text();
      const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${VARIANT_COOKIE}=`));
      const named = (cookie ?? headers.cookie ?? '').split(';')[0].split('=')[1]?.split('.')[1];
      const variant = named || (html.includes('Tell Us About Your Family Trip') ? 'form-first' : 'control (left out)');
      const row = (tally[variant] ??= { requests: 0, hits: 0 });
      row.requests += 1;
      if (response.headers.get('x-render-cache') === 'hit') row.hits += 1;
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
  return { rps: count / ((performance.now() - started) / 1000), tally };
}

export async function main() {
  printLoad('at the start');
  const site = await startSite();
  const results = { date: new Date().toISOString(), runs: RUNS, lighthouse: [], renderCache: [], proxy: undefined };
  try {
    const chrome = await chromeLauncher.launch(LIGHTHOUSE_CHROME);
    try {
      // The pages take turns in each round, so a slower moment of a shared machine hits all alike.
      const pages = [
        ['static reference', `${site.url}/bench/reference.html`, undefined],
        ['without the experiment (GPC: left out)', site.url + PATH, { 'Sec-GPC': '1' }],
        ['variant control (cookie)', site.url + PATH, { Cookie: variantCookie('control') }],
        ['variant form-first (cookie)', site.url + PATH, { Cookie: variantCookie('form-first') }],
      ];
      const runs = pages.map(() => []);
      for (let round = 0; round < RUNS; round += 1) {
        for (const [i, [, url, headers]] of pages.entries()) {
          const run = await lighthouseRun(chrome.port, url, headers);
          if (run) runs[i].push(run);
        }
      }
      const reference = medians(runs[0]);
      for (const [i, [page]] of pages.entries()) {
        const measured = medians(runs[i]);
        results.lighthouse.push({ page, ...measured, runs: runs[i].length, lcpRatio: measured.lcp / reference.lcp });
      }
    } finally {
      await chrome.kill();
    }
    for (const [kind, headersOf] of [
      ['new visitors (drawn and counted)', () => ({})],
      ['returning visitors (cookie)', (i) => ({ cookie: variantCookie(i % 2 ? 'form-first' : 'control') })],
      ['left out (GPC)', () => ({ 'sec-gpc': '1' })],
    ]) {
      const { rps, tally } = await visits(site.url, VISITORS, headersOf);
      for (const [variant, row] of Object.entries(tally)) results.renderCache.push({ kind, variant, ...row, hitRate: row.hits / row.requests, rps });
    }
  } finally {
    site.stop();
  }
  results.proxy = await measureExperimentThroughProxy({ root: fileURLToPath(new URL('..', import.meta.url)), rounds: RUNS, seconds: PROXY_SECONDS, log: (line) => console.error(`[bench:experiment] ${line}`) });

  const fixed = (value, digits = 0) => (typeof value === 'number' ? value.toFixed(digits) : '-');
  console.log(`\n${PATH} under its experiment, Lighthouse mobile, median of ${RUNS} rounds`);
  console.log('page                                      perf  LCP ms  LCP ratio  TBT ms  CLS    JS bytes  scripts');
  for (const row of results.lighthouse) {
    console.log(`${row.page.padEnd(42)}${fixed(row.performance).padStart(4)}  ${fixed(row.lcp).padStart(6)}  ${fixed(row.lcpRatio, 2).padStart(9)}  ${fixed(row.tbt).padStart(6)}  ${fixed(row.cls, 3).padStart(5)}  ${String(row.jsBytes).padStart(8)}  ${String(row.scripts).padStart(7)}`);
  }
  console.log(`\nrender cache per variant, ${VISITORS} visits of each kind, 10 at a time`);
  for (const row of results.renderCache) {
    console.log(`${row.kind.padEnd(34)} ${row.variant.padEnd(18)} ${String(row.hits).padStart(4)}/${String(row.requests).padEnd(4)} hits (${(row.hitRate * 100).toFixed(1)}%)  ${row.rps.toFixed(0)} req/s`);
  }
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/experiment-${results.date.replace(/[:.]/g, '-')}.json`;
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  const { proxy } = results;
  console.log(`\nthrough nginx's cache (the cluster test's configuration), median of ${proxy.rounds} rounds of ${proxy.seconds} s`);
  console.log(`returning visitors (variant cookies)  ${proxy.medianReturningRps.toFixed(0)} req/s`);
  console.log(`the same page without an experiment   ${proxy.medianWithoutExperimentRps.toFixed(0)} req/s`);
  console.log(`ratio ${proxy.ratio.toFixed(2)} (target ≥ ${proxy.target}); ${proxy.failures} failed requests`);
  printLoad('at the end');
  console.log(`\n${file}`);
  return 0;
}
