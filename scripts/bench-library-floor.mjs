// `npm run bench:floor`: what the design card's React and React Router cost a phone's main thread
// on their own, before any code of ours (issue 33). Three one-screen pages (bench/library-floor/):
// static HTML, the same HTML hydrated by React alone (react + react-dom/client, hydrateRoot of two
// elements), and hydrated through React Router's data router (createBrowserRouter + RouterProvider,
// one route), the way src/runtime starts. Built by Vite as the site is (production, minified),
// served by a plain static server, measured by Lighthouse 12 mobile in both of `npm run bench`'s
// profiles (scripts/lighthouse-profiles.mjs), median of BENCH_RUNS=5, pages alternating. If the
// React page alone blocks for more than a target, no page of ours can meet that target on that
// device without leaving React out of its first load.
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { LIGHTHOUSE_CHROME } from './bench-chromium.mjs';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import { lighthouseSettings } from './lighthouse-profiles.mjs';
import { printLoad } from './print-load.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PAGES = { 'static HTML': 'static.html', 'React alone': 'react-only.html', 'React + React Router': 'react-router.html' };
const root = resolve(import.meta.dirname, '../bench/library-floor');
const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript' };

async function buildPages(outDir) {
  await build({
    configFile: false,
    root,
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { outDir, emptyOutDir: true, rollupOptions: { input: Object.fromEntries(Object.values(PAGES).map((file) => [file, join(root, file)])) } },
  });
}

function serve(directory) {
  const server = createServer((request, response) => {
    const file = join(directory, normalize(new URL(request.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(directory)) return response.writeHead(404).end();
    try {
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' }).end(body);
    } catch (error) {
      response.writeHead(404).end(String(error));
    }
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

async function measure(port, url, config) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, config);
  if (result.lhr.runtimeError) throw new Error(`lighthouse ${url}: ${result.lhr.runtimeError.code}`);
  const { audits } = result.lhr;
  const tasks = (audits['long-tasks']?.details?.items ?? []).map((task) => Math.round(task.duration));
  return { tbt: audits['total-blocking-time'].numericValue, performance: result.lhr.categories.performance.score * 100, longest: Math.max(0, ...tasks), benchmarkIndex: result.lhr.environment?.benchmarkIndex };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  printLoad('at the start');
  const outDir = mkdtempSync(join(tmpdir(), 'library-floor-'));
  await buildPages(outDir);
  const server = await serve(outDir);
  const base = `http://127.0.0.1:${server.address().port}`;
  const chrome = await chromeLauncher.launch(LIGHTHOUSE_CHROME);
  try {
    const probe = await measure(chrome.port, `${base}/static.html`);
    for (const profile of ['default', 'phone']) {
      const config = lighthouseSettings(profile, probe.benchmarkIndex);
      const runs = Object.fromEntries(Object.keys(PAGES).map((name) => [name, []]));
      for (let i = 0; i < RUNS; i += 1) for (const [name, file] of Object.entries(PAGES)) runs[name].push(await measure(chrome.port, `${base}/${file}`, config));
      const slowdown = config?.settings.throttling.cpuSlowdownMultiplier ?? 4;
      console.log(`\n${profile} profile (CPU ${slowdown}x, host benchmarkIndex ${Math.round(probe.benchmarkIndex)}), median of ${RUNS}`);
      console.log('page                     TBT ms  longest task ms  performance');
      for (const [name, measured] of Object.entries(runs)) {
        console.log(`${name.padEnd(24)} ${String(Math.round(median(measured.map((m) => m.tbt)))).padStart(6)}  ${String(median(measured.map((m) => m.longest))).padStart(15)}  ${String(median(measured.map((m) => m.performance))).padStart(11)}`);
      }
    }
  } finally {
    await chrome.kill();
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
  printLoad('at the end');
}

await main();
