import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startSite, type SiteServer } from './site-server';

export interface SiteAndBrowser {
  readonly site: SiteServer;
  readonly browser: Browser;
  /** The site's data directory; with `keepData` it outlives the site until the file's end. */
  readonly dataDir: string;
}

/**
 * One test file's built site and Chromium: started before its tests, closed after them. With
 * `keepData` the site's data directory is the file's own and survives `site.stop()`, so a test can
 * read the stored leads with the site stopped (the embedded store allows one process at a time).
 */
export function siteAndBrowserForFile(env: Record<string, string> = {}, options: { keepData?: boolean } = {}): SiteAndBrowser {
  const dataDir = options.keepData ? mkdtempSync(join(tmpdir(), 'e2e-data-')) : undefined;
  let site: SiteServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    site = await startSite(env, { dataDir });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the site and browser start in beforeAll: use them inside tests and hooks');
    return value;
  };
  return {
    get site() {
      return started(site);
    },
    get browser() {
      return started(browser);
    },
    get dataDir() {
      return started(site).dataDir;
    },
  };
}
