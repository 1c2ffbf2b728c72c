import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { runExperimentSimulation, runGuardrailSimulation, type SimulationReport } from '../tests/experiments/experiment-simulation';

/**
 * `npm run test:experiments` (docs/experiments.md): 2,000 simulated visitors of the experiment
 * page against the built site, 20 at a time, converting at known rates (control 5%, form-first
 * 8%), then 40 leads with hand-made cookies; `npm run experiments -- --format json` must then count
 * exactly the visitors served and the leads acknowledged (the forged ones credit nothing), with the
 * true rates inside its 95% intervals and no sample-ratio warning, while the same counts read
 * against declared 60/40 weights must raise it. Then 1,000 more on a fresh store with a SIGKILL of
 * the site midway; then 800 on a fresh store where form-first's form refuses 30% of sends, which
 * the guardrail must switch off within 200 of its visitors. Prints the figures and ends with
 * "N passed, N failed".
 */
const VISITORS = 2000;
const KILL_RUN_VISITORS = 1000;
const GUARDRAIL_RUN_VISITORS = 800;
const FORGED_LEADS = 40;
const CONCURRENCY = 20;

function ensureBuilt() {
  const dir = process.env.BUILD_DIR ?? 'dist';
  if (existsSync(`${dir}/server/main.js`) && existsSync(`${dir}/client/index.html`)) return;
  console.log(`building the site into ${dir}/ ...`);
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  execFileSync('npx', ['vite', 'build', '--ssr', 'server/main.ts', '--logLevel', 'warn'], { stdio: 'inherit' });
}

function print(report: SimulationReport) {
  console.log(`\n${report.name} (${report.seconds} s)`);
  for (const line of report.figures) console.log(`  ${line}`);
  for (const check of report.checks) console.log(`  ${check.ok ? 'ok  ' : 'FAIL'} ${check.name} (${check.detail})`);
}

export async function main(): Promise<number> {
  const started = Date.now();
  ensureBuilt();
  const log = (line: string) => console.log(line);
  const reports: SimulationReport[] = [];
  console.log(`${VISITORS} visitors of /landing-familytravel/, ${CONCURRENCY} at a time, on the embedded store`);
  reports.push(await runExperimentSimulation({ name: 'no fault, then forged leads', visitors: VISITORS, concurrency: CONCURRENCY, kill: false, forge: FORGED_LEADS, log }));
  // Half as many with the fault: the counts are as exact, and CI time stays within a minute.
  console.log(`\n${KILL_RUN_VISITORS} visitors on a fresh store, the site killed (SIGKILL) when half have their page`);
  reports.push(await runExperimentSimulation({ name: 'SIGKILL of the site midway', visitors: KILL_RUN_VISITORS, concurrency: CONCURRENCY, kill: true, log }));
  console.log(`\n${GUARDRAIL_RUN_VISITORS} visitors on a fresh store, each sending the form; form-first's refuses 30% of sends`);
  reports.push(await runGuardrailSimulation({ visitors: GUARDRAIL_RUN_VISITORS, concurrency: CONCURRENCY, log }));
  for (const report of reports) print(report);
  const checks = reports.flatMap((report) => report.checks);
  const passed = checks.filter((check) => check.ok).length;
  console.log(`\ntook ${Math.round((Date.now() - started) / 1000)} s`);
  console.log(`${passed} passed, ${checks.length - passed} failed`);
  return passed === checks.length ? 0 : 1;
}
