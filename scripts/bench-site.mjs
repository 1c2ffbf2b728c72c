import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The built site for a benchmark (`npm run bench`, `npm run bench:experiment`, the scale bench):
 * as deployed (NODE_ENV production), on a free loopback port, with its own data directory unless
 * `env` names one, and no rate limit in the way of the load. `cwd` runs a build of another checkout
 * (the scale bench's copies of the project; `buildDir` is then inside it). Resolves once the site
 * says it is up, with its address, how long that took (the scale bench reports server start) and
 * its pid (for its RSS).
 */
export async function startBenchSite(env = {}, { buildDir = process.env.BUILD_DIR ?? 'dist', prefix = 'bench-', cwd } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const started = performance.now();
  const child = spawn(process.execPath, [`${buildDir}/server/main.js`], {
    cwd,
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', RATE_LIMIT_MAX: '1000000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise((resolve, reject) => {
    let seen = '';
    const onData = (chunk) => {
      seen += chunk.toString();
      const match = /"url":"(http:\/\/localhost:\d+)"/.exec(seen);
      if (!match) return;
      // From here on the request logs are only drained: keeping and scanning them would cost
      // this process (which also runs the load generator) more and more CPU and skew the figures.
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
  return {
    url,
    startMs: performance.now() - started,
    pid: child.pid,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
