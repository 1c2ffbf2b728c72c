import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { runForwardingNothingLost, type ForwardingReport } from '../tests/fault/forwarding-lost';
import { runNothingLost, type ScenarioReport } from '../tests/fault/nothing-lost';
import { postgresAvailable, startPostgres } from '../tests/support/postgres-server';

/**
 * `npm run test:fault`: "nothing lost" under faults. 500 leads, 50 at a time, each with its own
 * submission id and retried with it until acknowledged, while the site is killed (SIGKILL) and
 * restarted midway — on the embedded store (PGlite data directory) and on PostgreSQL, which is
 * also restarted in immediate mode. Then remote mode: 300 leads forwarded to a stub back end that
 * is down, then failing, while the site is killed once. Prints the counts and ends with
 * "N passed, N failed".
 */
function ensureBuilt() {
  const dir = process.env.BUILD_DIR ?? 'dist';
  if (existsSync(`${dir}/server/main.js`) && existsSync(`${dir}/client/index.html`) && !process.env.FAULT_REBUILD) return;
  console.log(`building the site into ${dir}/ ...`);
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  execFileSync('npx', ['vite', 'build', '--ssr', 'server/main.ts', '--logLevel', 'warn'], { stdio: 'inherit' });
}

function print(report: ScenarioReport) {
  const { sent, acknowledged, stored, duplicates, attempts, retried, storedBeforeTheirAnswerWasLost } = report.counts;
  console.log(`\n${report.name}: sent ${sent}, acknowledged ${acknowledged}, stored ${stored}, duplicates ${duplicates}`);
  console.log(
    `  ${attempts} attempts, ${retried} leads retried, ${storedBeforeTheirAnswerWasLost} stored before a fault cut off their answer (answered as before on retry), ${report.seconds} s`,
  );
  const failures = Object.entries(report.failures).map(([reason, n]) => `${reason} ×${n}`);
  if (failures.length) console.log(`  failed attempts (then retried): ${failures.join(', ')}`);
  for (const check of report.checks) console.log(`  ${check.ok ? 'ok  ' : 'FAIL'} ${check.name} (${check.detail})`);
}

function printForwarding(report: ForwardingReport) {
  const { sent, acknowledged, received, distinct, repeats, dropped, failed } = report.counts;
  console.log(`\n${report.name}: sent ${sent}, acknowledged ${acknowledged}, received by the back end ${received} (${distinct} distinct, ${repeats} repeats)`);
  console.log(`  back end dropped ${dropped} connections and answered 500 ${failed} times, ${report.seconds} s`);
  for (const check of report.checks) console.log(`  ${check.ok ? 'ok  ' : 'FAIL'} ${check.name} (${check.detail})`);
}

export async function main(): Promise<number> {
  const started = Date.now();
  ensureBuilt();
  const reports: ScenarioReport[] = [];
  const log = (line: string) => console.log(line);

  console.log('embedded store (PGlite data directory): 500 leads, 50 at a time, SIGKILL of the site midway');
  reports.push(await runNothingLost({ name: 'embedded store (PGlite)', log }));

  let postgresMissing = false;
  if (postgresAvailable()) {
    console.log('\nPostgreSQL: 500 leads, 50 at a time, PostgreSQL restarted (immediate) and the site killed midway');
    const postgres = await startPostgres();
    try {
      reports.push(await runNothingLost({ name: 'PostgreSQL', postgres, log }));
    } finally {
      postgres.stop();
    }
  } else {
    postgresMissing = true;
  }

  console.log('\nremote mode: 300 leads forwarded to a stub back end that goes down, then answers 500, and a SIGKILL of the site midway');
  const forwarding = await runForwardingNothingLost(log);

  for (const report of reports) print(report);
  printForwarding(forwarding);
  const checks = [...reports.flatMap((report) => report.checks), ...forwarding.checks];
  const passed = checks.filter((check) => check.ok).length;
  const failed = checks.length - passed + (postgresMissing ? 1 : 0);
  if (postgresMissing) console.log('\nFAIL PostgreSQL is not installed here (scripts/ensure-test-deps.sh installs it): its run did not happen');
  console.log(`\ntook ${Math.round((Date.now() - started) / 1000)} s`);
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}
