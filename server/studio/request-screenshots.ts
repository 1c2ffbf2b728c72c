import sharp from 'sharp';
import { z } from 'zod';
import type { Queryable } from '../db/database';
import { parseRows } from '../db/rows';
import type { Logger } from '../logger';
import { CHROMIUM_FLAGS, DEBIAN_CHROMIUM_PATH } from '../chromium-flags.mjs';

/** The widths a request is pictured at: a phone and a desktop (docs/studio.md). */
export const SHOT_WIDTHS = [390, 1280] as const;
export const SHOT_SIDES = ['before', 'after'] as const;
export type ShotSide = (typeof SHOT_SIDES)[number];

/**
 * The whole page is pictured (issue 37: a section added at the bottom must be in the "after"
 * picture): taken in tiles of this height and joined, so no browser limit on one capture cuts it.
 */
const TILE_HEIGHT = 4000;
/** Longer than this (a page of many thousands of pixels), the joined picture is scaled down to it, never cut. */
const MAX_PICTURE_HEIGHT = 24_000;
/** The origin Chromium believes it is on: every request to it is answered in-process, nothing leaves the machine. */
const SHOT_ORIGIN = 'http://studio-shots.invalid';

export interface ShotJob {
  requestId: number;
  /** The page as it is (undefined for a new page) and as the request would make it, each as a full HTML document. */
  render: (side: ShotSide) => Promise<string | undefined>;
}

export interface Screenshotter {
  /** Queues the job and returns at once: the request is already stored and answered. */
  enqueue(job: ShotJob): void;
  /** Resolves when every queued job is done (tests, shutdown). */
  idle(): Promise<void>;
}

export function createScreenshotStore(db: Queryable) {
  return {
    async save(requestId: number, side: ShotSide, width: number, png: Uint8Array) {
      await db.query(
        'INSERT INTO studio_request_screenshots (request_id, side, width, png) VALUES ($1, $2, $3, $4) ON CONFLICT (request_id, side, width) DO UPDATE SET png = EXCLUDED.png, created_at = now()',
        [requestId, side, width, png],
      );
    },
    async find(requestId: number, side: ShotSide, width: number): Promise<Uint8Array | undefined> {
      const rows = parseRows(z.object({ png: z.instanceof(Uint8Array) }), await db.query('SELECT png FROM studio_request_screenshots WHERE request_id = $1 AND side = $2 AND width = $3', [requestId, side, width]));
      return rows[0]?.png;
    },
    /** "before-390", "after-1280"… of the pictures a request has. */
    async available(requestIds: readonly number[]): Promise<Map<number, Set<string>>> {
      const found = new Map<number, Set<string>>();
      if (requestIds.length === 0) return found;
      const rows = parseRows(
        z.object({ request_id: z.coerce.number(), side: z.string(), width: z.coerce.number() }),
        await db.query('SELECT request_id, side, width FROM studio_request_screenshots WHERE request_id = ANY($1::bigint[])', [requestIds]),
      );
      for (const row of rows) found.set(row.request_id, (found.get(row.request_id) ?? new Set()).add(`${row.side}-${row.width}`));
      return found;
    },
  };
}
export type ScreenshotStore = ReturnType<typeof createScreenshotStore>;

/**
 * Pictures each request before and after at 390 and 1280 px in Chromium (playwright-core with
 * Debian's /usr/bin/chromium or CHROMIUM_PATH), one job at a time so a burst of requests does not
 * start a browser each. The pages are the studio's preview documents (no scripts); their styles,
 * fonts and images are answered by the site's own app in-process (`fetchSite`). A missing
 * Chromium logs a warning and leaves the request without pictures.
 */
/** The page from top to bottom: tiles joined into one PNG (scaled to MAX_PICTURE_HEIGHT when longer). */
async function wholePage(page: import('playwright-core').Page, width: number, height: number): Promise<Buffer> {
  if (height <= TILE_HEIGHT) return page.screenshot({ clip: { x: 0, y: 0, width, height }, fullPage: true });
  const tiles: { input: Buffer; top: number; left: number }[] = [];
  for (let top = 0; top < height; top += TILE_HEIGHT) {
    tiles.push({ input: await page.screenshot({ clip: { x: 0, y: top, width, height: Math.min(TILE_HEIGHT, height - top) }, fullPage: true }), top, left: 0 });
  }
  const joined = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } }).composite(tiles).png().toBuffer();
  if (height <= MAX_PICTURE_HEIGHT) return joined;
  return sharp(joined).resize({ height: MAX_PICTURE_HEIGHT }).png().toBuffer();
}

/**
 * What a picture leaves out or lays out differently from a visitor's screen: the preview's banner
 * is not part of the page, and every section is laid out now (the site skips those far from the
 * screen, content-visibility in global.css, which would leave them blank or at a guessed height).
 */
export const SHOT_STYLE = '.studio-preview-banner{display:none!important}*{content-visibility:visible!important}';

export function createScreenshotter(options: { store: ScreenshotStore; logger: Logger; fetchSite: (request: Request) => Response | Promise<Response>; chromiumPath?: string }): Screenshotter {
  const { store, logger } = options;
  let queue: Promise<void> = Promise.resolve();

  async function shoot(job: ShotJob) {
    const started = performance.now();
    let playwright: typeof import('playwright-core');
    try {
      playwright = await import('playwright-core');
    } catch (error) {
      logger.warn({ requestId: job.requestId, err: String(error) }, 'studio screenshots skipped: playwright-core is not installed');
      return;
    }
    let browser: import('playwright-core').Browser;
    try {
      browser = await playwright.chromium.launch({
        executablePath: options.chromiumPath ?? process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM_PATH,
        headless: true,
        args: [...CHROMIUM_FLAGS],
      });
    } catch (error) {
      logger.warn({ requestId: job.requestId, err: error instanceof Error ? error.message.split('\n')[0] : String(error) }, 'studio screenshots skipped: Chromium did not start');
      return;
    }
    try {
      for (const side of SHOT_SIDES) {
        const html = await job.render(side);
        if (html === undefined) continue;
        for (const width of SHOT_WIDTHS) {
          const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 }, ...(width < 600 ? { isMobile: true, hasTouch: true } : {}) });
          await context.route('**/*', async (route) => {
            const url = new URL(route.request().url());
            if (url.origin !== SHOT_ORIGIN) return route.abort();
            if (url.pathname === '/__shot__') return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
            const answer = await options.fetchSite(new Request(url.href, { headers: { accept: route.request().headers().accept ?? '*/*' } }));
            return route.fulfill({ status: answer.status, headers: Object.fromEntries(answer.headers), body: Buffer.from(await answer.arrayBuffer()) });
          });
          const page = await context.newPage();
          await page.goto(`${SHOT_ORIGIN}/__shot__`, { waitUntil: 'load' });
          // Lazy images below the first screen load too; the preview's banner is not part of the page.
          await page.addStyleTag({ content: SHOT_STYLE });
          await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((img) => img.setAttribute('loading', 'eager')));
          await page.waitForLoadState('networkidle');
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          await store.save(job.requestId, side, width, await wholePage(page, width, height));
          await context.close();
        }
      }
      logger.info({ requestId: job.requestId, ms: Math.round(performance.now() - started) }, 'studio request screenshots made');
    } catch (error) {
      logger.warn({ requestId: job.requestId, err: error instanceof Error ? error.message.split('\n')[0] : String(error) }, 'studio screenshots failed');
    } finally {
      await browser.close();
    }
  }

  return {
    enqueue(job) {
      queue = queue.then(() => shoot(job));
    },
    idle: () => queue,
  };
}
