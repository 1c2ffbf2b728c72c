import type { Browser, BrowserContext, BrowserContextOptions, Page, Response } from 'playwright-core';
import { afterAll, afterEach } from 'vitest';
import { watchConsole } from './browser';

export interface ReusedPage {
  readonly page: Page;
  readonly context: BrowserContext;
  /** The console errors and uncaught exceptions of this test's visit only. */
  readonly problems: string[];
}

/** The page events a test listens to: what it attached goes with it. */
export const LISTENED = ['console', 'pageerror', 'request', 'requestfinished', 'requestfailed', 'response'] as const;

/** What a context of reused pages is given once, when it is made (e.g. a route that blocks the scripts), and its name. */
export interface ContextSetUp {
  readonly name: string;
  readonly run: (context: BrowserContext) => Promise<unknown>;
}

/**
 * One page per set of context options (a width, touch, scripts off) for a test file's tests that
 * only read the pages they load: each test takes the page for its options and loads its address
 * there, a new document as after a typed address. It was built for the full browser, where a
 * fresh page cost Chromium 0.72 core-seconds for /family-travel/ against 0.44 for the same load in
 * a page already open. In the headless shell the suite runs now, the two cost the same (0.26 to
 * 0.31 core-seconds, 20 loads each of /family-travel/ and /go/: decision 016): what is kept is one
 * way for a file's tests to take their pages, not a saving.
 *
 * Between tests the page drops the listeners a test attached, goes to about:blank (nothing of the
 * last test keeps running) and the context's cookies are cleared; the HTTP cache stays warm, as a
 * returning visitor's would. Session storage stays too: React Router keeps its scroll positions
 * there as a page is left, and a full load does not restore them (the page hydrates from its own
 * data). A test that writes storage, routes requests of its own or needs a first visit opens a
 * context of its own.
 */
export function reusedPages(browser: () => Browser) {
  const opened = new Map<string, Promise<{ context: BrowserContext; page: Page }>>();
  const inUse = new Set<Page>();

  const open = async (options: BrowserContextOptions, setUp?: ContextSetUp) => {
    const context = await browser().newContext(options);
    await setUp?.run(context);
    return { context, page: await context.newPage() };
  };

  afterEach(async () => {
    for (const page of inUse) {
      for (const event of LISTENED) page.removeAllListeners(event);
      if (page.isClosed()) continue;
      await page.goto('about:blank');
      await page.context().clearCookies();
    }
    inUse.clear();
  });

  afterAll(async () => {
    for (const entry of opened.values()) await (await entry).context.close();
    opened.clear();
  });

  /** The page for `options`, in a context that `setUp` (when given) prepared once, when it was made. */
  return async function pageFor(options: BrowserContextOptions, setUp?: ContextSetUp): Promise<ReusedPage> {
    const key = `${JSON.stringify(options)} ${setUp?.name ?? ''}`;
    let entry = opened.get(key);
    // A page a test closed (or whose context it closed) is replaced.
    if (!entry || (await entry).page.isClosed()) {
      entry = open(options, setUp);
      opened.set(key, entry);
    }
    const { context, page } = await entry;
    // A test that loads a second address at the same options takes the same page again.
    for (const event of LISTENED) page.removeAllListeners(event);
    inUse.add(page);
    return { context, page, problems: watchConsole(page) };
  };
}

/** What `reusedPages` gives a test file: the page for a set of context options. */
export type PageFor = ReturnType<typeof reusedPages>;

/** How `openReused` knows a page is loaded: the files' tests need different amounts of it. */
export interface ReusedLoad {
  /** The load event `page.goto` waits for ('load' or earlier where a looping hero video may keep the network busy). */
  readonly waitUntil: 'domcontentloaded' | 'load' | 'networkidle';
  /** What the page must show after that before the test acts (hydrated, its menu bar enhanced, ...). */
  readonly ready: (page: Page) => Promise<unknown>;
}

/**
 * Loads `url` in the reused page for `options` (`pageFor`), a new document as after a typed
 * address, and waits as `load` says.
 */
export async function openReused(
  pageFor: PageFor,
  url: string,
  options: BrowserContextOptions,
  load: ReusedLoad,
): Promise<ReusedPage & { response: Response | null }> {
  const reused = await pageFor(options);
  const response = await reused.page.goto(url, { waitUntil: load.waitUntil });
  await load.ready(reused.page);
  return { ...reused, response };
}
