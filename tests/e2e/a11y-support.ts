import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, BrowserContextOptions, Page, Request } from 'playwright-core';
import { createPageMatcher } from '../../src/engine/routes';
import { pageConfigs } from '../../src/site/page-configs';
import { watchConsole } from './support/browser';
import { viewportAt } from './support/screens';

/**
 * Shared pieces of the accessibility end-to-end tests (tests/e2e/a11y-*.test.ts): one context per
 * width, pages loaded until hydrated, and axe-core evaluated inside the page.
 */

export const MOBILE = 390;
/** A tablet upright, between the phone and desktop layouts. */
export const TABLET = 800;
export const DESKTOP = 1280;
export const NARROWEST = 320;

/** The WCAG 2.2 A and AA rule sets of axe-core (the definition of "zero violations"). */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const require = createRequire(import.meta.url);
/**
 * Evaluated as a script in the page over the DevTools protocol, which the page's Content Security
 * Policy (nonce-only scripts) does not govern: the page is checked with its real CSP in force.
 */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export async function newContext(browser: Browser, width: number, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({
    viewport: viewportAt(width),
    ...options,
  });
}

/** Loads a path and waits for React to hydrate the chrome and for the page's calls to settle. */
export async function openHydrated(context: BrowserContext, url: string, page?: Page) {
  const target = page ?? (await context.newPage());
  const problems = watchConsole(target);
  const calls = trackApiCalls(target);
  const response = await target.goto(url, { waitUntil: 'load' });
  await waitForHydration(target);
  // Blocks revalidate their content after hydrating: wait until those calls have answered and
  // React has painted what they brought ('networkidle' would wait on the looping hero video).
  await calls.settled();
  await settle(page ?? target);
  calls.stop();
  return { page: target, response, problems };
}

export type OpenedPage = Awaited<ReturnType<typeof openHydrated>>;

/**
 * Loads a path as a visitor without JavaScript gets it: the page's scripts never run and its
 * <noscript> content is shown. Script execution is off (DevTools' emulation) while the page loads
 * and back on once it has: the page's own scripts were skipped for good while it was parsed, and a
 * test's axe-core (which needs timers) can then run in it.
 */
export async function openWithoutScripts(context: BrowserContext, url: string, page?: Page) {
  const target = page ?? (await context.newPage());
  const devTools = await context.newCDPSession(target);
  const problems = watchConsole(target);
  await devTools.send('Emulation.setScriptExecutionDisabled', { value: true });
  const response = await target.goto(url, { waitUntil: 'load' });
  await devTools.send('Emulation.setScriptExecutionDisabled', { value: false });
  await devTools.detach();
  const hydrated = await target.evaluate(() => Object.keys(document.querySelector('header') ?? {}).some((key) => key.startsWith('__react')));
  if (hydrated) throw new Error(`${url} ran its scripts though they were blocked`);
  return { page: target, response, problems };
}

/**
 * Scrolls the page to its end a screen at a time and back, as a visitor reading it: the sections
 * below the first screen are laid out only when they near it (content-visibility, issue 33), and
 * axe cannot tell the colours of a part never laid out.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo({ top, behavior: 'instant' });
      await frames();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await frames();
  });
}

export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => Object.keys(document.querySelector('header') ?? {}).some((key) => key.startsWith('__react')));
  await desktopNavReady(page);
  await settle(page);
}

/**
 * The menu bar hydrates after the page, once its own code has arrived (deferred-desktop-nav.tsx),
 * and only where it is shown: wait until every bar on screen is enhanced.
 */
export async function desktopNavReady(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('header .desktop-nav')].every((nav) => nav.hasAttribute('data-enhanced') || getComputedStyle(nav).display === 'none'),
  );
}

/** How long a page's API calls may take on a loaded machine (a bound for a hang, not a speed check). */
const CALLS_END_WITHIN_MS = 30_000;

/** Follows the page's /api/ calls in flight, so a test can wait for them without a timer. */
export function trackApiCalls(page: Page) {
  const inFlight = new Set<Request>();
  let wake: (() => void) | undefined;
  const started = (request: Request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) inFlight.add(request);
  };
  const ended = (request: Request) => {
    if (inFlight.delete(request) && inFlight.size === 0) wake?.();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    // A call that never ends (its event lost with a document left mid-request) fails the test
    // here, with its address, instead of holding it until the test's own timeout.
    settled: () =>
      inFlight.size === 0
        ? Promise.resolve()
        : new Promise<void>((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error(`API calls unanswered after ${CALLS_END_WITHIN_MS / 1000} s: ${[...inFlight].map((request) => request.url()).join(', ')}`)), CALLS_END_WITHIN_MS);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          }),
    stop() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

/** Two animation frames: whatever the last event was going to change has been painted. */
export const settle = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/** Every running (finite) CSS animation and transition has ended: e.g. a dropdown fading in. */
export const animationsDone = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  );

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary: string }[];
}

/** Runs axe-core on the whole document with either tags or named rules. */
export async function runAxe(page: Page, only: { tags: string[] } | { rules: string[] }): Promise<AxeViolation[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(axeSource);
  const runOnly = 'tags' in only ? { type: 'tag', values: only.tags } : { type: 'rule', values: only.rules };
  return page.evaluate(async (options) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: options, resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target, failureSummary: node.failureSummary })),
    }));
  }, runOnly);
}

/** One line per violation and up to five of its elements, readable in a failing assertion. */
export function describeViolations(where: string, violations: AxeViolation[]): string[] {
  return violations.map(
    (violation) =>
      `${where}: ${violation.id} (${violation.help}) on ${violation.nodes.length} element(s): ` +
      violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join(' | '),
  );
}

/** Every canonical route the built site lists in its sitemap, as paths. */
export async function sitemapPaths(siteUrl: string): Promise<string[]> {
  const xml = await (await fetch(`${siteUrl}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** A path no page config answers: the 404 page, with the site's chrome. */
export const NOT_FOUND = '/no-such/page-here/';
/** Page configs the sitemap leaves out on purpose, each with a concrete URL of the demo content. */
const UNLISTED = ['/page/2/'];

/** Every route: the sitemap's, the unlisted configs' and the 404 page. */
export async function everyRoute(siteUrl: string): Promise<string[]> {
  return [...(await sitemapPaths(siteUrl)), ...UNLISTED, NOT_FOUND];
}

/**
 * One path per page config (a parameter route by the first of its paths the sitemap lists) and the
 * 404 page: each layout and section list once, for checks that try many widths on every page.
 */
export async function onePathPerPageConfig(siteUrl: string): Promise<string[]> {
  const match = createPageMatcher(pageConfigs);
  const byConfig = new Map<string, string>();
  for (const path of await everyRoute(siteUrl)) {
    const config = match(path)?.page.path ?? NOT_FOUND;
    if (!byConfig.has(config)) byConfig.set(config, path);
  }
  return [...byConfig.values()];
}

/** The hamburger of the header variant on the page, if it has one at this width. */
export const menuToggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Open menu' });

/**
 * Form fields without a label a sighted visitor can read: every visible input, select and
 * textarea needs a <label> of its own (for= or wrapping) with a box on screen that is not
 * screen-reader-only. A placeholder or an aria-label alone does not count.
 */
export function fieldsWithoutVisibleLabel(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden' && !element.closest('.visually-hidden');
    };
    const fields = document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea');
    return [...fields]
      .filter((field) => field.type !== 'hidden' && shown(field) && !field.closest('[aria-hidden="true"]'))
      .filter((field) => ![...(field.labels ?? [])].some((label) => shown(label) && (label.textContent ?? '').trim() !== ''))
      .map((field) => `${field.tagName.toLowerCase()}#${field.id || field.name}`);
  });
}
