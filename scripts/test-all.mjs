// `npm test`: everything CI runs: install what the tests need, typecheck, lint, config check, the
// builds, the unit/component/server suites, the end-to-end suite, the fault test, the experiment
// simulation and the cluster test. Ends with "N passed, N failed".
//
// Two lanes run side by side while the test dependencies install: the builds and then the
// end-to-end suite (the longest, mostly a browser waiting on pages), and beside them the checks
// and the other suites, one after the other (the suites wait for the dependencies, and the fault,
// experiment and cluster tests for the builds). A lane's step prints its output when it ends, as
// one block; the end-to-end suite prints as it goes. TEST_LANES=1 runs every step one after the
// other (to time a suite alone).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const started = Date.now();
const results = [];
const failedTestNames = [];
/** Pages of the whole-site checks that stalled and were opened again (tests/e2e/support/each-route.ts). */
const stallWarnings = [];
let passed = 0;
let failed = 0;

const since = (time) => Math.round((time - started) / 1000);
const clock = (seconds) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Runs a command; its output is printed as one block when it ends, or line by line with `live`. */
function run(name, command, args, options = {}) {
  const header = `\n=== ${name}: ${command} ${args.join(' ')}`;
  const begun = Date.now();
  if (options.live) console.log(header);
  else console.log(`\n=== ${name}: started at ${clock(since(begun))}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...options.env } });
    const chunks = [];
    let partial = '';
    const onData = (chunk) => {
      chunks.push(chunk);
      if (!options.live) return;
      // Whole lines only, so another step's block never lands inside one.
      const text = partial + chunk.toString();
      const end = text.lastIndexOf('\n');
      if (end >= 0) process.stdout.write(text.slice(0, end + 1));
      partial = text.slice(end + 1);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('close', (code) => {
      const output = Buffer.concat(chunks).toString();
      if (options.live) process.stdout.write(partial ? `${partial}\n` : '');
      else process.stdout.write(`${header}\n${output}${output.endsWith('\n') || output === '' ? '' : '\n'}`);
      const ok = code === 0;
      results.push({ name, ok, seconds: Math.round((Date.now() - begun) / 1000), from: since(begun), to: since(Date.now()) });
      resolve({ ok, output });
    });
  });
}

/** A step that is one check. */
async function check(name, command, args) {
  const { ok } = await run(name, command, args);
  if (ok) passed += 1;
  else failed += 1;
  return ok;
}

/** The first lines of a failure's message (the assertion and where), ANSI colours removed: why, in the tail CI shows. */
const firstLines = (messages = []) =>
  stripVTControlCharacters(String(messages[0] ?? ''))
    // Vitest's JSON report gives a test stopped at its timeout this stack, without its message.
    .replace(/^Error: STACK_TRACE_ERROR/, 'Error: timed out (the test ran to its timeout)')
    .split('\n')
    .filter((line) => line.trim() && !line.includes('node_modules'))
    .slice(0, 6)
    .join('\n    ');

function countVitest(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  // CI shows only the tail of the output: the names of the failed tests are repeated in the
  // summary so that a flake can be found from that tail alone.
  for (const suite of report.testResults ?? []) {
    for (const test of suite.assertionResults ?? []) {
      if (test.status === 'failed') failedTestNames.push(`${suite.name.replace(process.cwd() + '/', '')} > ${test.fullName} (${Math.round((test.duration ?? 0) / 1000)} s)\n    ${firstLines(test.failureMessages)}`);
    }
    if ((suite.assertionResults ?? []).length === 0 && suite.status === 'failed') failedTestNames.push(`${suite.name} (${suite.message ?? 'suite failed'})`);
  }
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + (report.success ? 0 : report.numFailedTests ? 0 : 1) };
}

/** A Vitest suite: each test counts. `args` adds files, `--exclude`s or `--maxWorkers`. */
async function vitest(name, projects, options = {}) {
  const output = `.tmp/vitest-${name}.json`;
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${output}`, '--reporter=./tests/support/file-times-reporter.ts'];
  const { output: printed } = await run(`vitest ${name}`, 'npx', ['vitest', 'run', ...projectArgs, ...reporters, ...(options.args ?? [])], { ...options, env: { FILE_TIMES_OUT: `.tmp/file-times-${name}.json` } });
  stallWarnings.push(...printed.split('\n').filter((line) => /^\[e2e\] .* stalled for /.test(line)));
  const counts = countVitest(output);
  passed += counts.passed;
  failed += counts.failed;
}

/** A script that prints its own "N passed, N failed" line; its checks are counted here. */
async function countedScript(name, script) {
  const { ok, output } = await run(name, 'node', ['scripts/run-ts.mjs', script]);
  const counts = /(\d+) passed, (\d+) failed/.exec(output);
  passed += counts ? Number(counts[1]) : 0;
  failed += counts ? Number(counts[2]) : 1;
  if (!ok && counts && Number(counts[2]) === 0) failed += 1;
  // A failed check by name in the summary, like the vitest suites' (CI shows the tail).
  for (const line of output.split('\n')) if (/^\s*FAIL /.test(line)) failedTestNames.push(`${name} > ${line.trim().slice(5, 200)}`);
}

mkdirSync('.tmp', { recursive: true });
const oneLane = process.env.TEST_LANES === '1';


// What the tests install from Debian's packages (Chromium, PostgreSQL, Java, nginx: ~30 s on a
// fresh machine) installs beside the first steps, which need none of it: the config check, the
// builds, the typecheck and the lint. The test suites wait for it. One lane installs it first.
const testDependencies = check('browser', 'bash', ['scripts/ensure-test-deps.sh']);
if (oneLane) await testDependencies;

let buildsDone;
const builds = new Promise((resolve) => (buildsDone = resolve));

async function buildsThenEndToEnd() {
  await check('check:configs', 'node', ['scripts/run-ts.mjs', 'scripts/check-configs.ts']);
  await check('build', 'npx', ['vite', 'build', '--logLevel', 'warn']);
  await check('build:server', 'npx', ['vite', 'build', '--ssr', 'server/main.ts', '--logLevel', 'warn']);
  await check('build:studio', 'npx', ['vite', 'build', '-c', 'vite.studio.config.ts', '--logLevel', 'warn']);
  buildsDone();
  await testDependencies;
  if (!oneLane) await vitest('e2e', ['e2e'], { live: true });
}

async function checksAndOtherSuites() {
  await check('typecheck', 'npx', ['tsc', '--noEmit']);
  await check('lint', 'npx', ['eslint', '--max-warnings', '0', '.']);
  // The unit suite starts PostgreSQL for its server tests.
  await testDependencies;
  // One worker (Vitest's default on two cores). Tried: two workers, and a third browser running
  // five studio e2e files here once these suites end: the machine's load average went above 8,
  // unit took 401 s instead of 230, a11y-axe 474 s instead of 288, the whole run 19:48 instead of
  // 17:23, and two timing-sensitive e2e tests (a synthetic swipe, an editor removal) failed.
  await vitest('unit', ['unit', 'unit-isolated']);
  // test:fault: nothing lost, 500 leads through a SIGKILL of the site and a PostgreSQL restart.
  // test:experiments: 2,000 simulated visitors of the experiment page, the report's counts exact.
  // test:cluster: two instances on PostgreSQL behind nginx as balancer and cache (tests/cluster).
  await builds;
  await countedScript('test:fault', 'scripts/fault-test.ts');
  await countedScript('test:experiments', 'scripts/experiments-test.ts');
  await countedScript('test:cluster', 'scripts/cluster-test.ts');
}

if (oneLane) {
  await buildsThenEndToEnd();
  await checksAndOtherSuites();
  await vitest('e2e', ['e2e'], { live: true });
} else {
  await Promise.all([buildsThenEndToEnd(), checksAndOtherSuites()]);
}

console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s, ${clock(r.from)}-${clock(r.to)})`);
const e2eTimes = existsSync('.tmp/file-times-e2e.json') ? JSON.parse(readFileSync('.tmp/file-times-e2e.json', 'utf8')) : [];
const slowest = e2eTimes.sort((a, b) => b.seconds - a.seconds).slice(0, 5);
if (slowest.length) console.log(`slowest e2e files: ${slowest.map((file) => `${file.file.replace('tests/e2e/', '')} ${Math.round(file.seconds)}s`).join(', ')}`);
// The suite is bound by its CPU: the files that cost the most of it (tests/e2e/support/file-cpu.setup.ts).
const costliest = e2eTimes.filter((file) => file.cpuSeconds !== undefined).sort((a, b) => b.cpuSeconds - a.cpuSeconds);
if (costliest.length) {
  const sum = Math.round(costliest.reduce((total, file) => total + file.cpuSeconds, 0));
  console.log(`e2e CPU ${sum} core-s; most: ${costliest.slice(0, 5).map((file) => `${file.file.replace('tests/e2e/', '')} ${Math.round(file.cpuSeconds)}`).join(', ')}`);
}
console.log(`total ${clock(since(Date.now()))}${oneLane ? '' : ' (two lanes side by side)'}`);
// A stall the retry got past passes the test: said here, so the tail CI shows tells of it.
for (const line of stallWarnings) console.log(`stalled, opened again: ${line.replace('[e2e] ', '')}`);
for (const name of failedTestNames) console.log(`failed: ${name}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
