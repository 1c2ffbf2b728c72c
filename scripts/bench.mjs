// `npm run bench`: a benchmark script, not a test. In one run it serves the built site and, from the
// same server, a minimal static reference page (/bench/reference.html), measures both the same way
// and prints a table (JSON under bench/results/). Lighthouse 12 (mobile defaults, Debian's
// Chromium), median of 3 runs per route; autocannon with the render cache on and off.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { pacedLoad } from './paced-load.mjs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const buildDir = process.env.BUILD_DIR ?? 'dist';

async function startSite(env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
  const child = spawn(process.execPath, [`${buildDir}/server/main.js`], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise((resolve, reject) => {
    let seen = '';
    const onData = (chunk) => {
      seen += chunk.toString();
      const match = /"url":"(http:\/\/localhost:\d+)"/.exec(seen);
      if (!match) return;
      // From here on the request logs are only drained: keeping and scanning them would cost
      // this process (which also runs autocannon) more and more CPU and skew the figures.
      child.stdout.off('data', onData);
      child.stderr.off('data', onData);
      child.stdout.on('data', () => {});
      child.stderr.on('data', () => {});
      resolve(match[1].replace('localhost', '127.0.0.1'));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`site exited ${code}: ${seen}`)));
  });
  // LOG_LEVEL warn hides the start line; fall back to info for the URL.
  return { url, stop: () => { child.kill('SIGTERM'); rmSync(dataDir, { recursive: true, force: true }); } };
}

const median = (values) => {
  const sorted = [...values].filter((v) => typeof v === 'number').sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : undefined;
};

async function firstPath(base, candidates) {
  for (const path of candidates) {
    const response = await fetch(base + path, { redirect: 'manual' });
    if (response.status === 200) return path;
  }
  return undefined;
}

async function lighthouseRoute(port, url) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
    const { categories, audits } = result.lhr;
    runs.push({
      performance: categories.performance.score * 100,
      accessibility: categories.accessibility.score * 100,
      bestPractices: categories['best-practices'].score * 100,
      seo: categories.seo.score * 100,
      lcp: audits['largest-contentful-paint'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      jsBytes: (audits['network-requests'].details?.items ?? [])
        .filter((item) => item.resourceType === 'Script')
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    });
  }
  const keys = Object.keys(runs[0]);
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
}

async function load(url, options = {}) {
  const result = await autocannon({ url, connections: 10, duration: Number(process.env.BENCH_SECONDS ?? 8), ...options });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function main() {
  const cached = await startSite({ RENDER_CACHE: 'on', LOG_LEVEL: 'info' });
  const uncached = await startSite({ RENDER_CACHE: 'off', LOG_LEVEL: 'info' });
  const base = cached.url;
  const candidates = {
    '/': ['/'],
    '/family-travel/': ['/family-travel/'],
    '/blog/': ['/blog/'],
    'blog detail': ['/disney-world-10-tips-for-families/'],
    '/go/': ['/go/'],
    '/landing-familytravel/': ['/landing-familytravel/'],
    'country': ['/country/kenya/'],
    'month': ['/monthly/january/'],
    '/testimonials/': ['/testimonials/'],
    '/destinations/': ['/destinations/'],
  };
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const rows = [];
  try {
    const reference = await lighthouseRoute(chrome.port, `${base}/bench/reference.html`);
    rows.push({ route: 'static reference', path: '/bench/reference.html', ...reference, lcpRatio: 1 });
    for (const [name, paths] of Object.entries(candidates)) {
      const path = await firstPath(base, paths);
      if (!path) {
        rows.push({ route: name, path: paths[0], missing: true });
        continue;
      }
      const measured = await lighthouseRoute(chrome.port, base + path);
      rows.push({ route: name, path, ...measured, lcpRatio: measured.lcp / reference.lcp });
    }
  } finally {
    await chrome.kill();
  }

  const throughput = [];
  const staticLoad = await load(`${base}/bench/reference.html`);
  throughput.push({ target: 'static reference', ...staticLoad, ratio: 1 });
  for (const path of ['/', '/family-travel/']) {
    const hot = await load(base + path);
    throughput.push({ target: `${path} (render cache on)`, ...hot, ratio: hot.rps / staticLoad.rps });
    const cold = await load(uncached.url + path);
    throughput.push({ target: `${path} (render cache off)`, ...cold, ratio: cold.rps / staticLoad.rps });
    // The target's figure: an open-loop 100 req/s (scripts/paced-load.mjs), and for comparison
    // autocannon's overallRate, which sends each second's 100 requests back to back.
    const paced = await pacedLoad(uncached.url + path, { rate: 100, seconds: Number(process.env.BENCH_SECONDS ?? 8) });
    throughput.push({ target: `${path} (cache off, paced 100 req/s)`, ...paced, ratio: paced.rps / staticLoad.rps });
    const bursts = await load(uncached.url + path, { overallRate: 100 });
    throughput.push({ target: `${path} (cache off, autocannon overallRate 100)`, ...bursts, ratio: bursts.rps / staticLoad.rps });
  }
  cached.stop();
  uncached.stop();

  const fmt = (v, digits = 0) => (typeof v === 'number' ? v.toFixed(digits) : '-');
  console.log('\nLighthouse 12, mobile, median of', RUNS);
  console.log('| route | perf | a11y | best | seo | LCP ms | LCP ratio | CLS | TBT ms | JS bytes |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows) {
    if (r.missing) console.log(`| ${r.route} (${r.path}) | missing | | | | | | | | |`);
    else console.log(`| ${r.route} (${r.path}) | ${fmt(r.performance)} | ${fmt(r.accessibility)} | ${fmt(r.bestPractices)} | ${fmt(r.seo)} | ${fmt(r.lcp)} | ${fmt(r.lcpRatio, 2)} | ${fmt(r.cls, 3)} | ${fmt(r.tbt)} | ${fmt(r.jsBytes)} |`);
  }
  console.log('\nautocannon, 10 connections (and one open-loop paced load per page)');
  console.log('| target | req/s | p50 ms | p99 ms | errors | ratio to static |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const t of throughput) console.log(`| ${t.target} | ${fmt(t.rps)} | ${fmt(t.p50, 1)} | ${fmt(t.p99, 1)} | ${t.errors} | ${fmt(t.ratio, 2)} |`);

  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), lighthouse: rows, throughput }, null, 2));
  console.log(`\nwritten ${file}`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
