import type { BrowserContext, Page } from 'playwright-core';
import { openHydrated, type OpenedPage } from '../a11y-support';

/**
 * How long one route's opening and checks may take on a loaded machine before the route counts as
 * stalled: a bound for a hang, not a speed check. It is above the 30 s bounds of the steps inside
 * (a navigation, the page's calls, a part's hydration), so those fail first, with their own names.
 */
const ROUTE_STALLS_AFTER_MS = 90_000;

/** A route whose page stopped answering: its work outlived ROUTE_STALLS_AFTER_MS. */
class RouteStalled extends Error {}

/**
 * Opens every path, a few side by side (pages of one context: the run stays short, each page is
 * still loaded on its own), and collects what `visit` reports about each. Pages open hydrated
 * unless `open` says otherwise (openWithoutScripts).
 *
 * A route that stalls (its page no longer answering: one CI run waited 400 s on a page of the
 * headless shell) is opened again, once, in a new page, with a warning saying what the stalled
 * page was doing; a second stall is reported as the route's failure. Errors are not retried.
 */
export async function eachRoute(
  context: BrowserContext,
  siteUrl: string,
  paths: readonly string[],
  visit: (opened: OpenedPage, path: string) => Promise<string[]>,
  {
    lanes = 3,
    open = openHydrated,
    stallAfterMs = ROUTE_STALLS_AFTER_MS,
  }: { lanes?: number; open?: (context: BrowserContext, url: string, page: Page) => Promise<OpenedPage>; stallAfterMs?: number } = {},
): Promise<string[]> {
  const queue = [...paths];
  const found: string[] = [];
  const check = async (page: Page, path: string) => {
    const opened = await open(context, `${siteUrl}${path}`, page);
    const problems = await visit(opened, path);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
    return problems;
  };
  const lane = async () => {
    let page = await context.newPage();
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          found.push(...(await withinStallBound(check(page, path), path, stallAfterMs)));
          break;
        } catch (error) {
          if (!(error instanceof RouteStalled)) throw error;
          const state = await stalledPageState(page);
          // Closing the page ends the stalled work (its awaits reject) and frees its renderer.
          await page.close();
          page = await context.newPage();
          if (attempt === 2) {
            found.push(`${path}: stalled twice, ${stallAfterMs / 1000} s each (${state})`);
            break;
          }
          console.warn(`[e2e] ${path} stalled for ${stallAfterMs / 1000} s (${state}); opening it again in a new page`);
        }
      }
    }
    await page.close();
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return found;
}

function withinStallBound<T>(work: Promise<T>, path: string, stallAfterMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  let timedOut = false;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      reject(new RouteStalled(`${path} stalled`));
    }, stallAfterMs);
  });
  // Work abandoned at the bound rejects once its page is closed: say so (the race has moved on,
  // nothing else hears it). Work within the bound reaches the caller through the race.
  work.catch((error: unknown) => {
    if (timedOut) console.warn(`[e2e] ${path}: the stalled work ended with: ${String(error)}`);
  });
  return Promise.race([work, stalled]).finally(() => clearTimeout(timer));
}

/**
 * What a stalled page was doing, for the warning: its address, load state and visibility, and
 * whether it still paints (an animation frame within 2 s) and answers at all (within 5 s).
 */
async function stalledPageState(page: Page): Promise<string> {
  const probe = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const state = `${location.pathname}, ${document.readyState}, ${document.visibilityState}`;
        const noFrame = setTimeout(() => resolve(`${state}, no animation frame within 2 s`), 2000);
        requestAnimationFrame(() => {
          clearTimeout(noFrame);
          resolve(`${state}, still painting`);
        });
      }),
  );
  const silent = new Promise<string>((resolve) => setTimeout(() => resolve('the page did not answer within 5 s'), 5000));
  return Promise.race([probe.catch((error: unknown) => `the page could not be asked: ${String(error)}`), silent]);
}
