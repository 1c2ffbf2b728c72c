// `npm run bench -- --scale` (or `node scripts/bench-scale.mjs`): what a page costs as landing pages
// multiply (issue 28). For N = 0, 200 and 1,000 extra landing pages (copies of landing-cruise.json
// with new paths) in a temporary copy of the project, it measures `check:configs`, the build, the
// entry JS every first visit downloads (brotli), server start, RSS, and the uncached render time of
// `/` and of a generated page (median of BENCH_SCALE_RENDERS sequential requests, render cache
// off), and prints them with their ratio to N = 0. A benchmark, not a test: nothing here asserts.
//   BENCH_SCALE_COUNTS=0,200,1000 (default)   BENCH_SCALE_RENDERS=200 (default)
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBenchSite } from './bench-site.mjs';
import { projectCopy } from './project-copy.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const COUNTS = (process.env.BENCH_SCALE_COUNTS ?? '0,200,1000').split(',').map(Number);
const RENDERS = Number(process.env.BENCH_SCALE_RENDERS ?? 200);
const TEMPLATE = 'landing-cruise';

/** A copy of the project (scripts/project-copy.mjs) with `count` extra landing pages. */
function projectWith(count) {
  const dir = projectCopy(root, `bench-scale-${count}-`);
  const template = JSON.parse(readFileSync(join(root, 'page-configs/pages', `${TEMPLATE}.json`), 'utf8'));
  for (let index = 1; index <= count; index += 1) {
    const name = `campaign-${String(index).padStart(4, '0')}`;
    const page = { ...template, path: `/${name}/`, meta: { ...template.meta, title: `Campaign ${index} | ${template.meta.title}` } };
    writeFileSync(join(dir, 'page-configs/pages', `${name}.json`), `${JSON.stringify(page, null, 2)}\n`);
  }
  return dir;
}

function timed(command, args, cwd) {
  const started = performance.now();
  execFileSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, BUILD_DIR: 'dist' } });
  return performance.now() - started;
}

/** The scripts the HTML shell loads: what every first visit downloads, brotli-compressed as served. */
function entryBrotliBytes(dir) {
  const html = readFileSync(join(dir, 'dist/client/index.html'), 'utf8');
  const scripts = [...new Set([...html.matchAll(/\/assets\/[^"']+\.js/g)].map((match) => match[0]))];
  return scripts.reduce((sum, script) => sum + statSync(join(dir, 'dist/client', `${script}.br`)).size, 0);
}

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function renderMs(url) {
  const times = [];
  for (let i = 0; i < RENDERS + 10; i += 1) {
    const started = performance.now();
    const response = await fetch(url);
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    await response.arrayBuffer();
    if (i >= 10) times.push(performance.now() - started); // 10 warm-up requests
  }
  return median(times);
}

async function measure(count) {
  const dir = projectWith(count);
  try {
    const checkMs = timed(process.execPath, ['scripts/run-ts.mjs', 'scripts/check-configs.ts'], dir);
    const buildMs = timed('npm', ['run', '--silent', 'build'], dir);
    const entryBytes = entryBrotliBytes(dir);
    // The copy's own build (BUILD_DIR=dist inside it, as `timed` builds it), render cache off so
    // every request renders.
    const server = await startBenchSite({ RENDER_CACHE: 'off' }, { cwd: dir, buildDir: 'dist', prefix: 'bench-scale-data-' });
    try {
      const generated = count > 0 ? '/campaign-0001/' : `/${TEMPLATE}/`;
      const home = await renderMs(`${server.url}/`);
      const page = await renderMs(`${server.url}${generated}`);
      return { count, checkMs, buildMs, entryBytes, startMs: server.startMs, rssMb: rssKb(server.pid) / 1024, home, page };
    } finally {
      server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const rows = [];
for (const count of COUNTS) {
  console.error(`[bench:scale] N = ${count}…`);
  rows.push(await measure(count));
}

const base = rows[0];
const ratio = (value, baseValue) => (baseValue ? `${(value / baseValue).toFixed(2)}x` : '');
const columns = [
  ['check:configs', (r) => `${(r.checkMs / 1000).toFixed(1)} s`, 'checkMs'],
  ['build', (r) => `${(r.buildMs / 1000).toFixed(1)} s`, 'buildMs'],
  ['entry JS (br)', (r) => `${(r.entryBytes / 1024).toFixed(1)} KB`, 'entryBytes'],
  ['server start', (r) => `${(r.startMs / 1000).toFixed(2)} s`, 'startMs'],
  ['RSS after renders', (r) => `${r.rssMb.toFixed(0)} MB`, 'rssMb'],
  ['render / (uncached)', (r) => `${r.home.toFixed(2)} ms`, 'home'],
  ['render generated page', (r) => `${r.page.toFixed(2)} ms`, 'page'],
];
console.log(`| figure | ${rows.map((r) => `N = ${r.count}`).join(' | ')} |`);
console.log(`| --- | ${rows.map(() => '---').join(' | ')} |`);
for (const [name, format, key] of columns) {
  console.log(`| ${name} | ${rows.map((r) => `${format(r)}${r === base ? '' : ` (${ratio(r[key], base[key])})`}`).join(' | ')} |`);
}
const last = rows.at(-1);
if (last && last.count > base.count) {
  const perPage = (last.buildMs - base.buildMs) / (last.count - base.count);
  const entryDelta = (last.entryBytes - base.entryBytes) / 1024;
  console.log(`\nbuild: ${perPage.toFixed(1)} ms per extra page; entry JS ${entryDelta >= 0 ? '+' : ''}${entryDelta.toFixed(2)} KB at N = ${last.count}`);
}
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results', `scale-${new Date().toISOString().replace(/[:.]/g, '-')}.json`), `${JSON.stringify(rows, null, 2)}\n`);
