import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../../server/chromium-flags.mjs';
import { TEST_CHROMIUM_PATH } from './test-chromium';
import { exitCleanlyOnSigterm } from './worker-exit';

/**
 * The suite's Chromium, headless, with the flags this closed network needs. In a Vitest worker it is
 * the file's own handle on the one Chromium the worker's files share (launched once, not once per
 * file): its contexts are the file's, and closing it closes them. Elsewhere (scripts, the cluster
 * test) a Chromium of its own.
 */
export async function launchBrowser(): Promise<Browser> {
  return process.env.VITEST ? fileHandle(await workerChromium()) : launchChromium();
}

let shared: Promise<Browser> | undefined;

/**
 * The worker's Chromium, launched again if it went away: a crash fails the test that was running,
 * not every later file of the worker.
 */
async function workerChromium(): Promise<Browser> {
  const current = await shared;
  if (current?.isConnected()) return current;
  shared = launchChromium();
  const launched = await shared;
  launched.once('disconnected', () => console.warn("[e2e] the worker's Chromium went away; the next context starts a new one"));
  // Playwright kills the Chromium it launched when the process exits: make sure SIGTERM exits.
  exitCleanlyOnSigterm();
  return launched;
}

/**
 * A view of the worker's Chromium for one test file: each context it opens comes from the
 * Chromium running at that moment, and its close() closes those contexts (not the browser).
 */
function fileHandle(first: Browser): Browser {
  const opened = new Set<BrowserContext>();
  const newContext = async (options?: BrowserContextOptions) => {
    const context = await (await workerChromium()).newContext(options);
    opened.add(context);
    context.once('close', () => opened.delete(context));
    return context;
  };
  const own: Partial<Browser> = {
    newContext,
    async newPage(options) {
      const context = await newContext(options);
      const page = await context.newPage();
      // As Browser.newPage's own context: it lives as long as its page.
      page.once('close', () => void context.close());
      return page;
    },
    contexts: () => [...opened],
    async close() {
      await Promise.all([...opened].map((context) => context.close()));
    },
  };
  return new Proxy(first, {
    get(target, property) {
      if (property in own) return Reflect.get(own, property);
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: TEST_CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS],
  });
}

/** Collects console errors and page errors, so a test can assert there were none. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

export async function openPage(browser: Browser, url: string, options: { width?: number; javaScript?: boolean } = {}) {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    javaScriptEnabled: options.javaScript ?? true,
  });
  const page = await context.newPage();
  const problems = watchConsole(page);
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  return { page, context, response, problems };
}

/**
 * `expect.poll`'s options for what a page shows (`innerText`): Chromium reads '' for the text of a
 * section that content-visibility skips, as it skips every section until the page's first frame
 * and those off screen after it. The answer to a post without scripts opens at its autofocus (the
 * message or the field to correct) only once that frame has run, which a busy machine delays past
 * the parsed page (seen in CI: '' read for the thanks that the server's HTML held).
 */
export const RENDERED = { timeout: 10_000 } as const;

/**
 * Presses a form's button in a page without scripts and returns the server's answer, once the
 * answer's page is parsed. Not once its images have loaded (`page.waitForNavigation()`'s default):
 * on a busy machine the image endpoint may take seconds, and the form's answer is the page's text.
 */
export async function postWithoutScripts(page: Page, press: () => Promise<void>) {
  const [answer] = await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded' }), press()]);
  return answer;
}
