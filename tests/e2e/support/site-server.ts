import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverUrlOf } from '../../support/server-url';
import { dataTemplate, fillFromTemplate } from './site-data';
import { TEST_CHROMIUM_PATH } from './test-chromium';

export interface SiteServer {
  url: string;
  /** Every line the server printed (structured JSON logs). */
  logs: string[];
  process: ChildProcess;
  dataDir: string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the built site exactly as the README's `npm start` does after building
 * (`node dist/server/main.js`), on a free port with its own data directory. An empty data
 * directory starts as a copy of the build's prepared one (./site-data.ts): migrated and seeded.
 */
export async function startSite(env: Record<string, string> = {}, options: { dataDir?: string; buildDir?: string } = {}): Promise<SiteServer> {
  const buildDir = options.buildDir ?? process.env.BUILD_DIR ?? 'dist';
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'travel-site-'));
  // On PostgreSQL the data directory holds no database.
  if (!(env.DATABASE_URL ?? process.env.DATABASE_URL)) fillFromTemplate(dataDir, await preparedSiteData(buildDir));
  return spawnSite(env, buildDir, dataDir, !options.dataDir);
}

/** The build's prepared data directory (./site-data.ts), made by its first start when missing. */
export const preparedSiteData = (buildDir = process.env.BUILD_DIR ?? 'dist') => dataTemplate(buildDir, (empty) => firstStart(buildDir, empty));

/** The build's first start on an empty data directory, stopped once it is up. */
async function firstStart(buildDir: string, emptyDir: string): Promise<void> {
  const site = await spawnSite({}, buildDir, emptyDir, false);
  // The server logs that it is up a moment before it handles SIGTERM: once it answers a request,
  // a SIGTERM closes the database cleanly (exit 0) instead of killing the process.
  await fetch(`${site.url}/readyz`);
  await site.stop();
  if (site.process.exitCode !== 0) throw new Error(`the first start of ${buildDir} on an empty data directory exited with ${site.process.exitCode}:\n${site.logs.join('\n')}`);
}

async function spawnSite(env: Record<string, string>, buildDir: string, dataDir: string, ownsDataDir: boolean): Promise<SiteServer> {
  const child = spawn(process.execPath, [`${buildDir}/server/main.js`], {
    // NODE_ENV as deployed (`npm run serve` leaves it unset, and the server takes 'production'):
    // not the runner's 'test' (Vitest) or 'development' (scripts run through Vite), which would
    // test React's development build and a site without its render cache.
    // The studio's request pictures (a Chromium per request) only where a test asks for them,
    // and then in the suite's Chromium.
    env: { ...process.env, NODE_ENV: 'production', STUDIO_SCREENSHOTS: 'off', CHROMIUM_PATH: TEST_CHROMIUM_PATH, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const url = await serverUrlOf(child, logs, 'site', 60_000);
  let stopping = false;
  // A site that ends while its tests still use it fails them with "connection refused": say how
  // it ended (a test that kills it on purpose, through `process`, is reported here too).
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`[site ${url}] ended without stop() (code ${code}, signal ${signal}); its last lines:\n${logs.slice(-15).join('\n')}`);
  });
  return {
    url,
    logs,
    process: child,
    dataDir,
    async stop(signal = 'SIGTERM') {
      stopping = true;
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill(signal);
        await exited;
      }
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The first line of the site's log that `match` accepts, once it has arrived. A line written while
 * or after a request is answered reaches the test through the child's stdout pipe, which on a busy
 * machine can be a moment after the answer itself.
 */
export async function logLine(site: Pick<SiteServer, 'logs'>, match: (line: string) => boolean, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const line = site.logs.find(match);
    if (line !== undefined) return line;
    if (Date.now() > deadline) throw new Error(`no log line matched within ${timeoutMs} ms; the last lines:\n${site.logs.slice(-10).join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
