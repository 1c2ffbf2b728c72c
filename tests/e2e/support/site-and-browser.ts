import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startSite, type SiteServer } from './site-server';
import { onWorkerExit } from './worker-exit';

export interface SiteAndBrowser {
  readonly site: SiteServer;
  readonly browser: Browser;
  /** The site's data directory; with `keepData` it outlives the site until the file's end. */
  readonly dataDir: string;
}

export interface SiteForFile {
  readonly site: SiteServer;
  readonly dataDir: string;
}

/**
 * One test file's built site: started before its tests, stopped after them. With `keepData` the
 * site's data directory is the file's own and survives `site.stop()`, so a test can read the
 * stored leads with the site stopped (the embedded store allows one process at a time).
 *
 * A file that asks for neither an environment of its own nor its own data shares its worker's
 * site with the other such files (started once per worker, not once per file): it must not stop
 * it, and sees only the log lines written since it began.
 */
export function siteForFile(env: Record<string, string> = {}, options: { keepData?: boolean } = {}): SiteForFile {
  const shared = Object.keys(env).length === 0 && !options.keepData;
  const dataDir = options.keepData ? mkdtempSync(join(tmpdir(), 'e2e-data-')) : undefined;
  let site: SiteServer | undefined;

  beforeAll(async () => {
    site = shared ? fileView(await workerSite()) : await startSite(env, { dataDir });
  });

  afterAll(async () => {
    if (!shared) await site?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    get site() {
      return started(site);
    },
    get dataDir() {
      return started(site).dataDir;
    },
  };
}

/** One test file's site (as `siteForFile`) and its handle on the worker's Chromium, closed after its tests. */
export function siteAndBrowserForFile(env: Record<string, string> = {}, options: { keepData?: boolean } = {}): SiteAndBrowser {
  const forFile = siteForFile(env, options);
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  return {
    get site() {
      return forFile.site;
    },
    get browser() {
      return started(browser);
    },
    get dataDir() {
      return forFile.dataDir;
    },
  };
}

function started<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('the site and browser start in beforeAll: use them inside tests and hooks');
  return value;
}

let shared: Promise<SiteServer> | undefined;

/** The worker's site with the default environment: started on first use, and again if it died. */
async function workerSite(): Promise<SiteServer> {
  const current = await shared;
  if (current && current.process.exitCode === null && current.process.signalCode === null) return current;
  shared = startSite();
  const site = await shared;
  onWorkerExit(() => {
    site.process.kill('SIGKILL');
    rmSync(site.dataDir, { recursive: true, force: true });
  });
  return site;
}

/** The shared site as one file sees it: the log lines since the file began; stopping it is refused. */
function fileView(site: SiteServer): SiteServer {
  const from = site.logs.length;
  return {
    url: site.url,
    get logs() {
      return site.logs.slice(from);
    },
    process: site.process,
    dataDir: site.dataDir,
    stop: () => Promise.reject(new Error("this file shares its worker's site: give siteForFile an environment or keepData for a site of its own to stop")),
  };
}
