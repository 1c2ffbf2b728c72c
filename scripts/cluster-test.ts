import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { runCluster, type Figures } from '../tests/cluster/cluster-run';
import { nginxAvailable } from '../tests/cluster/nginx-server';
import { postgresAvailable, startPostgres } from '../tests/support/postgres-server';
import { printLoad } from './print-load.mjs';

/**
 * `npm run test:cluster`: PostgreSQL, two instances of the built site and Debian's nginx as
 * balancer and cache in front (tests/cluster/cluster-run.ts). Prints each check and ends with
 * "N passed, N failed" (counted by scripts/test-all.mjs). `npm run bench:cluster` (`--figures`)
 * also measures the throughput and p99 figures, with the load average: a benchmark, for a quiet
 * machine, never inside `npm test`.
 */
function ensureBuilt() {
  const dir = process.env.BUILD_DIR ?? 'dist';
  if (existsSync(`${dir}/server/main.js`) && existsSync(`${dir}/client/index.html`) && existsSync(`${dir}/studio`)) return;
  console.log(`building the site into ${dir}/ ...`);
  // A production build whatever this process runs under (scripts/run-ts.mjs's Vite server sets
  // NODE_ENV=development, which built React's development JSX: the instances then failed to start).
  const env = { ...process.env, NODE_ENV: 'production' };
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env });
  execFileSync('npx', ['vite', 'build', '--ssr', 'server/main.ts', '--logLevel', 'warn'], { stdio: 'inherit', env });
  execFileSync('npx', ['vite', 'build', '-c', 'vite.studio.config.ts', '--logLevel', 'warn'], { stdio: 'inherit', env });
}

function printFigures(figures: Partial<Figures>) {
  const round = (n: number | undefined) => (n === undefined ? '-' : String(Math.round(n)));
  const ratio = figures.cachedPageRps && figures.staticFileRps ? (figures.cachedPageRps / figures.staticFileRps).toFixed(2) : '-';
  console.log('\nfigures');
  console.log(`  leads: sent ${round(figures.leadsSent)}, acknowledged ${round(figures.leadsAcknowledged)}, stored ${round(figures.leadsStored)}, doubled ${round(figures.leadsDoubled)}`);
  if (figures.cachedPageRps === undefined) return;
  console.log(`  cached page through nginx: ${round(figures.cachedPageRps)} req/s; static file from nginx: ${round(figures.staticFileRps)} req/s; ratio ${ratio}`);
  console.log(`  uncached page at 100 req/s: p99 ${round(figures.p99TwoInstancesMs)} ms over two instances, ${round(figures.p99OneInstanceMs)} ms on one`);
}

export async function main(args: readonly string[] = []): Promise<number> {
  const started = Date.now();
  const figures = args.includes('--figures');
  const missing = [...(postgresAvailable() ? [] : ['PostgreSQL']), ...(nginxAvailable() ? [] : ['nginx'])];
  if (missing.length) {
    console.log(`FAIL ${missing.join(' and ')} not installed here (scripts/ensure-test-deps.sh installs them): the cluster test did not run`);
    console.log('0 passed, 1 failed');
    return 1;
  }
  ensureBuilt();
  console.log('cluster: PostgreSQL, two instances of the built site, nginx as balancer and cache');
  if (figures) printLoad('before');
  const postgres = await startPostgres();
  // Interrupted (Ctrl-C, a CI timeout): stop what was started, leave no server behind.
  const cleanups: (() => Promise<void> | void)[] = [];
  const onSignal = (signal: NodeJS.Signals) => {
    console.log(`\n${signal}: stopping the cluster`);
    void Promise.allSettled(cleanups.splice(0).reverse().map(async (cleanup) => cleanup()))
      .then(() => postgres.stop())
      .finally(() => process.exit(1));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  let result: Awaited<ReturnType<typeof runCluster>>;
  try {
    result = await runCluster({ postgres, log: (line) => console.log(line), cleanups, figures });
  } catch (error) {
    console.log(`FAIL the cluster test stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    result = { checks: [{ name: 'the cluster test ran to its end', ok: false, detail: String(error) }], figures: {} };
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    postgres.stop();
  }
  printFigures(result.figures);
  if (figures) printLoad('after');
  const passed = result.checks.filter((check) => check.ok).length;
  const failed = result.checks.length - passed;
  console.log(`\ntook ${Math.round((Date.now() - started) / 1000)} s`);
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}
