// `npm test`: everything CI runs, in order: install what the tests need, typecheck, lint, config
// check, the unit/component/server suites, the end-to-end suite, the fault test, the experiment
// simulation and the cluster test. Ends with "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const results = [];
let passed = 0;
let failed = 0;

function run(name, command, args, options = {}) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const outcome = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...options.env } });
  const ok = outcome.status === 0;
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

const failedTestNames = [];

function countVitest(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  // CI shows only the tail of the output: the names of the failed tests are repeated in the
  // summary so that a flake can be found from that tail alone.
  for (const suite of report.testResults ?? []) {
    for (const test of suite.assertionResults ?? []) {
      if (test.status === 'failed') failedTestNames.push(`${suite.name.replace(process.cwd() + '/', '')} > ${test.fullName}`);
    }
    if ((suite.assertionResults ?? []).length === 0 && suite.status === 'failed') failedTestNames.push(`${suite.name} (${suite.message ?? 'suite failed'})`);
  }
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + (report.success ? 0 : report.numFailedTests ? 0 : 1) };
}

mkdirSync('.tmp', { recursive: true });

// Steps that are one check each.
for (const [name, command, args] of [
  ['browser', 'bash', ['scripts/ensure-test-deps.sh']],
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  ['lint', 'npx', ['eslint', '--max-warnings', '0', '.']],
  ['check:configs', 'node', ['scripts/run-ts.mjs', 'scripts/check-configs.ts']],
  ['build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
  ['build:server', 'npx', ['vite', 'build', '--ssr', 'server/main.ts', '--logLevel', 'warn']],
  ['build:studio', 'npx', ['vite', 'build', '-c', 'vite.studio.config.ts', '--logLevel', 'warn']],
]) {
  if (run(name, command, args)) passed += 1;
  else failed += 1;
}

// Test suites: each test counts.
for (const [name, projects] of [
  ['unit', ['unit', 'unit-isolated']],
  ['e2e', ['e2e']],
]) {
  const output = `.tmp/vitest-${name}.json`;
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  run(`vitest ${name}`, 'npx', ['vitest', 'run', ...projectArgs, '--reporter=default', `--reporter=json`, `--outputFile.json=${output}`]);
  const counts = countVitest(output);
  passed += counts.passed;
  failed += counts.failed;
}

// Scripts that print their own "N passed, N failed" line; their checks are counted here.
// test:fault: nothing lost, 500 leads through a SIGKILL of the site and a PostgreSQL restart.
// test:experiments: 2,000 simulated visitors of the experiment page, the report's counts exact.
// test:cluster: two instances on PostgreSQL behind nginx as balancer and cache (tests/cluster).
for (const [name, script] of [
  ['test:fault', 'scripts/fault-test.ts'],
  ['test:experiments', 'scripts/experiments-test.ts'],
  ['test:cluster', 'scripts/cluster-test.ts'],
]) {
  console.log(`\n=== ${name}: node scripts/run-ts.mjs ${script}`);
  const started = Date.now();
  const outcome = spawnSync('node', ['scripts/run-ts.mjs', script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  process.stdout.write(outcome.stdout ?? '');
  const counts = /(\d+) passed, (\d+) failed/.exec(outcome.stdout ?? '');
  passed += counts ? Number(counts[1]) : 0;
  failed += counts ? Number(counts[2]) : 1;
  if (outcome.status !== 0 && counts && Number(counts[2]) === 0) failed += 1;
  // A failed check by name in the summary, like the vitest suites' (CI shows the tail).
  for (const line of (outcome.stdout ?? '').split('\n')) if (/^\s*FAIL /.test(line)) failedTestNames.push(`${name} > ${line.trim().slice(5, 200)}`);
  results.push({ name, ok: outcome.status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
for (const name of failedTestNames) console.log(`failed: ${name}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
