import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword } from '../server/studio/password-hash';
import { startSite } from '../tests/e2e/support/site-server';
import { launchBenchChromium } from './bench-chromium.mjs';

/**
 * The studio editor's load time as a marketer sees it: from opening /studio/edit/<page>/ (logged
 * in) to the first section drawn on the canvas at 1280 px: the first open (an empty browser cache,
 * a cold renderer) and the median of the next ones (a second visit: the studio's hashed files come
 * from the browser's cache; issues 26 and 37).
 *
 * Usage: npm run build && node scripts/run-ts.mjs scripts/measure-studio-load.ts [page] [runs]
 */
const user = { name: 'bench', password: 'bench-password-123' };

export async function main(args: string[]): Promise<number> {
  const pageName = args[0] ?? 'landing-cruise';
  const runs = Number(args[1] ?? 5);
  const dataDir = mkdtempSync(join(tmpdir(), 'travel-site-studio-bench-'));
  const site = await startSite({ NODE_ENV: 'production', STUDIO_USERS: `${user.name}:editor:${await hashPassword(user.password)}` }, { dataDir });
  // The full browser, as a marketer runs it (the test suite's Chromium is the headless shell).
  const browser = await launchBenchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${site.url}/studio/login`);
    await page.getByLabel('Name').fill(user.name);
    await page.getByLabel('Password').fill(user.password);
    await Promise.all([page.waitForURL(`${site.url}/studio/`), page.getByRole('button', { name: 'Log in' }).click()]);
    const times: number[] = [];
    let first = 0;
    // Run 0 is the first open; the others are second visits.
    for (let run = 0; run <= runs; run += 1) {
      const started = performance.now();
      await page.goto(`${site.url}/studio/edit/${pageName}/`);
      await page.frameLocator('iframe').locator('[data-studio-section] [data-section-id]').first().waitFor({ state: 'attached', timeout: 60_000 });
      if (run === 0) first = performance.now() - started;
      else times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    console.log(`studio editor /studio/edit/${pageName}/ first section on the canvas: first open ${Math.round(first)} ms`);
    console.log(`  second open: median ${Math.round(median)} ms of ${times.length} (min ${Math.round(times[0] ?? 0)}, max ${Math.round(times.at(-1) ?? 0)})`);
  } finally {
    await browser.close();
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return 0;
}
