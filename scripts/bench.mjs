// `npm run bench`: a benchmark script, not a test. In one run it serves the built site and, from the
// same server, a minimal static reference page (/bench/reference.html), measures both the same way
// and prints a table (JSON under bench/results/). Lighthouse 12 (mobile defaults, Debian's
// Chromium), median of 3 runs per route; autocannon with the render cache on and off.
// The routes are measured twice: with the demo content's SVG drawings, and with the same content
// pointing at generated 2000 px JPEG uploads (scripts/photo-uploads.mjs) through the image
// pipeline; plus the pipeline's figures (first variant made, cached variant vs static file).
//   BENCH_MODES=svg|photos|svg,photos (default both)   BENCH_ROUTES=/,/go/ (default all)
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startPhotoUploads, photoUrl } from './photo-uploads.mjs';
import { pacedLoad } from './paced-load.mjs';
import { firstScreenImageBytes } from './first-screen-images.mjs';
import { tapToHeading } from './tap-to-heading.mjs';
import { printLoad } from './print-load.mjs';
import { lighthouseSettings } from './lighthouse-profiles.mjs';
import { startBenchSite } from './bench-site.mjs';
import * as chromeLauncher from 'chrome-launcher';
import { LIGHTHOUSE_CHROME } from './bench-chromium.mjs';
import lighthouse from 'lighthouse';

// `npm run bench -- --scale`: the landing-page scale figures instead (scripts/bench-scale.mjs).
if (process.argv.includes('--scale')) {
  await import('./bench-scale.mjs');
  process.exit(0);
}

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const startSite = (env) => startBenchSite(env);

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

const profiles = (process.env.BENCH_THROTTLE ?? 'default,phone').split(',').map((name) => name.trim());

async function lighthouseOnce(port, url, { blockedUrlPatterns = [], config } = {}) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'], blockedUrlPatterns }, config);
  const { categories, audits } = result.lhr;
  // A run Lighthouse could not measure (no LCP, a page error) is said, not averaged in silently.
  if (result.lhr.runtimeError) console.error(`lighthouse ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  return {
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
    // Images a phone fetched before its largest paint: what its first screen cost.
    imageBytesBeforeLcp: (audits['network-requests'].details?.items ?? [])
      .filter((item) => item.resourceType === 'Image' && (item.networkRequestTime ?? item.startTime ?? Infinity) <= audits['largest-contentful-paint'].numericValue)
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    imageBytes: (audits['network-requests'].details?.items ?? [])
      .filter((item) => item.resourceType === 'Image')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    ...lcpPhases(audits),
    ...mainThread(audits),
    // Lighthouse's reading of this machine's speed: its simulated 4× slower phone is slower still
    // on a slow host, so TBT in absolute ms is comparable only between runs of similar index.
    benchmarkIndex: result.lhr.environment?.benchmarkIndex,
    cpuSlowdown: result.lhr.configSettings?.throttling?.cpuSlowdownMultiplier,
  };
}

/** The median of each figure over runs; the texts (LCP element, longest tasks) of the median-LCP run. */
function medianOfRuns(runs) {
  const keys = Object.keys(runs[0]);
  const numeric = keys.filter((key) => typeof runs[0][key] === 'number');
  const other = keys.filter((key) => typeof runs[0][key] !== 'number');
  return {
    ...Object.fromEntries(numeric.map((key) => [key, median(runs.map((run) => run[key]))])),
    ...Object.fromEntries(other.map((key) => [key, medianRun(runs)[key]])),
  };
}

/**
 * A route and its own script-less snapshot (the same server HTML with every script blocked),
 * measured alternately in one run, so what our scripts add is the difference of two figures
 * taken side by side on the same host at the same moment.
 */
async function lighthouseRouteAndSnapshot(port, url, config) {
  const page = [];
  const snapshot = [];
  for (let i = 0; i < RUNS; i += 1) {
    page.push(await lighthouseOnce(port, url, { config }));
    snapshot.push(await lighthouseOnce(port, url, { config, blockedUrlPatterns: ['*.js'] }));
  }
  return { page: medianOfRuns(page), snapshot: medianOfRuns(snapshot) };
}

const medianRun = (runs) => [...runs].sort((a, b) => a.lcp - b.lcp)[Math.floor(runs.length / 2)];

/**
 * The trace's answer to "what delays the LCP image": Lighthouse's LCP phases (time to first byte,
 * load delay before the image request starts, its load time, the render delay after it arrived),
 * on the same simulated phone as the LCP figure.
 */
function lcpPhases(audits) {
  const lists = audits['largest-contentful-paint-element']?.details?.items ?? [];
  const element = lists[0]?.items?.[0]?.node;
  const phases = lists[1]?.items ?? [];
  const timing = (name) => phases.find((row) => row.phase === name)?.timing;
  return {
    lcpElement: element ? `${element.nodeLabel ?? ''} <${element.selector ?? ''}>` : '-',
    lcpTtfb: timing('TTFB'),
    lcpLoadDelay: timing('Load Delay'),
    lcpLoadTime: timing('Load Time'),
    lcpRenderDelay: timing('Render Delay'),
  };
}

/** What blocks the main thread: the three longest tasks and the scripts' evaluation time. */
function mainThread(audits) {
  const tasks = (audits['long-tasks']?.details?.items ?? [])
    .slice()
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 3)
    .map((task) => `${Math.round(task.duration)} ms ${shortUrl(task.url)}`);
  const scripts = (audits['bootup-time']?.details?.items ?? [])
    .slice(0, 3)
    .map((row) => `${shortUrl(row.url)} ${Math.round(row.scripting ?? 0)}+${Math.round(row.scriptParseCompile ?? 0)} ms`);
  return { longTasks: tasks.join('; ') || '-', scriptCosts: scripts.join('; ') || '-' };
}

const shortUrl = (url) => (typeof url === 'string' ? url.replace(/^https?:\/\/[^/]+/, '') || url : String(url));

async function load(url, options = {}) {
  const result = await autocannon({ url, connections: 10, duration: Number(process.env.BENCH_SECONDS ?? 8), ...options });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

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
const routeFilter = process.env.BENCH_ROUTES?.split(',').map((route) => route.trim());
const routes = Object.entries(candidates).filter(([name, paths]) => !routeFilter || routeFilter.includes(name) || routeFilter.includes(paths[0]));

async function lighthouseTable(base, profile) {
  const chrome = await chromeLauncher.launch(LIGHTHOUSE_CHROME);
  const rows = [];
  try {
    // The host's speed, read by Lighthouse once, sets the "phone" profile's CPU slowdown.
    const probe = await lighthouseOnce(chrome.port, `${base}/bench/reference.html`);
    const config = lighthouseSettings(profile, probe.benchmarkIndex);
    const referenceRuns = [];
    for (let i = 0; i < RUNS; i += 1) referenceRuns.push(await lighthouseOnce(chrome.port, `${base}/bench/reference.html`, { config }));
    const reference = medianOfRuns(referenceRuns);
    rows.push({ route: 'static reference', path: '/bench/reference.html', ...reference, lcpRatio: 1, snapshot: reference });
    for (const [name, paths] of routes) {
      const path = await firstPath(base, paths);
      if (!path) {
        rows.push({ route: name, path: paths[0], missing: true });
        continue;
      }
      const { page, snapshot } = await lighthouseRouteAndSnapshot(chrome.port, base + path, config);
      rows.push({ route: name, path, ...page, lcpRatio: page.lcp / reference.lcp, snapshot });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

/** The image pipeline's figures, on the site serving the photo content. */
async function imageFigures(base, uploadsOrigin) {
  const fresh = photoUrl(uploadsOrigin, 'bench-never-requested');
  await fetch(fresh).then((response) => response.arrayBuffer()); // the upload exists before the clock starts
  const variant = (width) => `${base}/_img/1/@${Buffer.from(fresh).toString('base64url')}/${width}.avif`;
  const firstMade = {};
  for (const width of [828, 1280]) {
    const started = performance.now();
    const response = await fetch(variant(width));
    const bytes = (await response.arrayBuffer()).byteLength;
    if (response.headers.get('x-image-fallback')) throw new Error(`variant fell back: ${response.headers.get('x-image-fallback')}`);
    firstMade[width] = { ms: performance.now() - started, bytes };
  }
  const cachedVariant = await load(variant(828));
  const staticFile = await load(`${base}/bench/reference.html`);
  return { firstMade, cachedVariant, staticFile, ratio: cachedVariant.rps / staticFile.rps };
}

async function photoSite() {
  const uploads = await startPhotoUploads();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-photos-'));
  await new Promise((resolve, reject) => {
    const seed = spawn(process.execPath, ['scripts/run-ts.mjs', 'scripts/photo-content.ts', dataDir, uploads.origin], { stdio: 'inherit' });
    seed.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`photo content seed exited ${code}`))));
  });
  const site = await startSite({ RENDER_CACHE: 'on', LOG_LEVEL: 'info', DATA_DIR: dataDir, IMAGE_ORIGINS: uploads.origin });
  return {
    url: site.url,
    uploadsOrigin: uploads.origin,
    stop: async () => {
      site.stop();
      await uploads.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const fmt = (v, digits = 0) => (typeof v === 'number' ? v.toFixed(digits) : '-');

function printLighthouse(title, rows) {
  const index = median(rows.map((row) => row.benchmarkIndex));
  console.log(`\n${title}: Lighthouse 12, mobile, median of ${RUNS} (host benchmarkIndex ${fmt(index)})`);
  // The photo run adds the images of a phone's first screen (first-screen-images.mjs).
  const firstScreen = rows.some((r) => r.firstScreenImageBytes !== undefined);
  console.log(`| route | perf | a11y | best | seo | LCP ms | LCP ratio | CLS | TBT ms | JS bytes | image bytes before LCP | image bytes |${firstScreen ? ' image bytes on a phone\'s first screen |' : ''}`);
  console.log(`| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |${firstScreen ? ' --- |' : ''}`);
  for (const r of rows) {
    const extra = firstScreen ? ` ${fmt(r.firstScreenImageBytes)} |` : '';
    if (r.missing) console.log(`| ${r.route} (${r.path}) | missing | | | | | | | | | | |${extra}`);
    else console.log(`| ${r.route} (${r.path}) | ${fmt(r.performance)} | ${fmt(r.accessibility)} | ${fmt(r.bestPractices)} | ${fmt(r.seo)} | ${fmt(r.lcp)} | ${fmt(r.lcpRatio, 2)} | ${fmt(r.cls, 3)} | ${fmt(r.tbt)} | ${fmt(r.jsBytes)} | ${fmt(r.imageBytesBeforeLcp)} | ${fmt(r.imageBytes)} |${extra}`);
  }
}

/**
 * Issue 33's table: each route beside its own script-less snapshot, in one run. "added" is what
 * our scripts add to the main thread's blocking; the targets are added <= 50 ms, the snapshot's
 * own TBT <= 50 ms, LCP <= 1.1x the snapshot's, performance >= 98.
 */
function printMainThread(title, rows) {
  const slowdown = median(rows.map((row) => row.cpuSlowdown));
  console.log(`\n${title}: the main thread, each route against its own snapshot (scripts blocked), median of ${RUNS}, CPU slowdown ${fmt(slowdown)}x`);
  console.log('| route | TBT page ms | TBT snapshot ms | added by scripts ms | LCP / snapshot | perf | perf snapshot | longest tasks (page) |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  const misses = [];
  for (const r of rows.filter((row) => !row.missing && row.route !== 'static reference')) {
    const added = r.tbt - r.snapshot.tbt;
    const lcpRatio = r.lcp / r.snapshot.lcp;
    console.log(`| ${r.route} | ${fmt(r.tbt)} | ${fmt(r.snapshot.tbt)} | ${fmt(added)} | ${fmt(lcpRatio, 2)} | ${fmt(r.performance)} | ${fmt(r.snapshot.performance)} | ${r.longTasks} |`);
    if (added > 50) misses.push(`${r.route}: scripts add ${fmt(added)} ms`);
    if (r.snapshot.tbt > 50) misses.push(`${r.route}: snapshot TBT ${fmt(r.snapshot.tbt)} ms`);
    if (lcpRatio > 1.1) misses.push(`${r.route}: LCP ${fmt(lcpRatio, 2)}x its snapshot`);
    if (r.performance < 98) misses.push(`${r.route}: performance ${fmt(r.performance)}`);
  }
  console.log(misses.length ? `targets missed: ${misses.join('; ')}` : 'targets met on every route');
}

/** The trace figures behind LCP and TBT, per route (issue 22's item 5: a trace, not a guess). */
function printTrace(title, rows) {
  console.log(`\n${title}: where the LCP and the blocking time go (Lighthouse's LCP phases and long tasks, median run)`);
  console.log('| route | LCP element | TTFB ms | load delay ms | load time ms | render delay ms | TBT ms | longest tasks | script time (eval+compile) |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows.filter((row) => !row.missing)) {
    console.log(`| ${r.route} | ${r.lcpElement} | ${fmt(r.lcpTtfb)} | ${fmt(r.lcpLoadDelay)} | ${fmt(r.lcpLoadTime)} | ${fmt(r.lcpRenderDelay)} | ${fmt(r.tbt)} | ${r.longTasks} | ${r.scriptCosts} |`);
  }
}

async function main() {
  printLoad('at the start');
  const modes = (process.env.BENCH_MODES ?? 'svg,photos').split(',').map((mode) => mode.trim());
  const result = { date: new Date().toISOString() };
  if (modes.includes('photos')) {
    const photos = await photoSite();
    try {
      result.images = await imageFigures(photos.url, photos.uploadsOrigin);
      // Photographs: Lighthouse's default profile only (the phone profile's figures are the SVG run's).
      result.photoLighthouse = await lighthouseTable(photos.url, 'default');
      const firstScreen = await firstScreenImageBytes(photos.url, [...new Set(result.photoLighthouse.filter((row) => !row.missing).map((row) => row.path))]);
      for (const row of result.photoLighthouse) row.firstScreenImageBytes = firstScreen[row.path]?.bytes;
    } finally {
      await photos.stop();
    }
  }
  if (modes.includes('svg')) Object.assign(result, await svgRun());

  if (result.lighthouse) printLighthouse('SVG demo art', result.lighthouse);
  for (const [profile, rows] of Object.entries(result.lighthouseByProfile ?? {})) printMainThread(`SVG demo art, ${profile === 'default' ? "Lighthouse's mobile preset" : "issue 33's phone (DevTools throttling)"}`, rows);
  if (result.throughput) {
    console.log('\nautocannon, 10 connections (and one open-loop paced load per page)');
    console.log('| target | req/s | p50 ms | p99 ms | errors | ratio to static |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const t of result.throughput) console.log(`| ${t.target} | ${fmt(t.rps)} | ${fmt(t.p50, 1)} | ${fmt(t.p99, 1)} | ${t.errors} | ${fmt(t.ratio, 2)} |`);
  }
  if (result.navigation) {
    const { phoneMs, desktopMs, ratio } = result.navigation;
    console.log('\nclient-side navigation, tap to the next page\'s heading on screen (median of 10 blog cards from /blog/)');
    console.log('| 390 px, touch (ms) | 1280 px (ms) | ratio (target <= 1.2) |');
    console.log('| --- | --- | --- |');
    console.log(`| ${fmt(phoneMs)} | ${fmt(desktopMs)} | ${fmt(ratio, 2)} |`);
  }
  if (result.photoLighthouse) printLighthouse('Photographs (2000 px JPEG uploads through the image pipeline)', result.photoLighthouse);
  if (result.photoLighthouse) printMainThread("Photographs, Lighthouse's mobile preset", result.photoLighthouse);
  if (result.lighthouse) printTrace('SVG demo art', result.lighthouse);
  if (result.photoLighthouse) printTrace('Photographs', result.photoLighthouse);
  if (result.images) {
    const { firstMade, cachedVariant, staticFile, ratio } = result.images;
    console.log('\nimage pipeline');
    console.log('| figure | value |');
    console.log('| --- | --- |');
    for (const [width, made] of Object.entries(firstMade)) console.log(`| first variant made for a 2000 px JPEG (ms), ${width} px AVIF (${made.bytes} bytes) | ${fmt(made.ms)} |`);
    console.log(`| cached variant req/s vs static file req/s (ratio) | ${fmt(cachedVariant.rps)} / ${fmt(staticFile.rps)} = ${fmt(ratio, 2)} |`);
  }

  printLoad('at the end');
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  writeFileSync(file, JSON.stringify(result, null, 2));
  console.log(`\nwritten ${file}`);
}

async function svgRun() {
  const cached = await startSite({ RENDER_CACHE: 'on', LOG_LEVEL: 'info' });
  const uncached = await startSite({ RENDER_CACHE: 'off', LOG_LEVEL: 'info' });
  const base = cached.url;
  const lighthouseByProfile = {};
  for (const profile of profiles) lighthouseByProfile[profile] = await lighthouseTable(base, profile);
  const rows = lighthouseByProfile[profiles[0]];
  const navigation = await tapToHeading(base);
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
  return { lighthouse: rows, lighthouseByProfile, throughput, navigation };
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
