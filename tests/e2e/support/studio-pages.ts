import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach } from 'vitest';
import { LISTENED } from './reused-pages';
import { loadEditor, type OpenEditor } from './studio-editor';
import { openStudio, type StudioLogin, type StudioScreen } from './studio-login';

/**
 * One logged-in studio page per person and screen for a test file, as `reusedPages` does for the
 * site's pages (decision 016): in the headless shell the suite runs, opening the editor in a new
 * context and logging in costs Chromium 1.74 core-seconds, loading it again in the same page 1.40
 * (2.45 and 0.84 in the full browser, as measured before), besides the site's password check, and
 * the suite is bound by its two cores. The login is the part kept: between tests the page drops
 * the listeners a test attached and goes to about:blank, and each test loads its own address
 * (drafts live on the server, per person and page, as before). A test of logging in, of a session
 * or of a restart keeps a context of its own. Call it after `studioSiteForFile`, so its pages
 * close before the file's browser.
 */
export function reusedStudioPages(studio: { readonly browser: Browser; readonly site: { readonly url: string } }) {
  const opened = new Map<string, Promise<{ context: BrowserContext; page: Page }>>();
  const inUse = new Set<Page>();

  afterEach(async () => {
    for (const page of inUse) {
      for (const event of LISTENED) page.removeAllListeners(event);
      if (!page.isClosed()) await page.goto('about:blank');
    }
    inUse.clear();
  });

  afterAll(async () => {
    // A login that failed has failed the test that asked for it already: there is no context to close.
    const entries = await Promise.allSettled(opened.values());
    opened.clear();
    for (const entry of entries) if (entry.status === 'fulfilled') await entry.value.context.close();
  });

  /** `user`'s page at `screen`, logged in (on first use) and on /studio/. */
  async function studioPage(user: StudioLogin, screen: StudioScreen): Promise<{ context: BrowserContext; page: Page }> {
    const { context, page } = await loggedIn(user, screen);
    if (new URL(page.url(), studio.site.url).pathname !== '/studio/') await page.goto(`${studio.site.url}/studio/`);
    return { context, page };
  }

  /** `user`'s page at `screen` with the editor of `pageName` open, as `openEditor` opens it. */
  async function editorPage(user: StudioLogin, screen: StudioScreen, pageName = 'landing-cruise'): Promise<OpenEditor> {
    const { context, page } = await loggedIn(user, screen);
    return { context, page, canvas: await loadEditor(page, studio.site.url, pageName) };
  }

  /** `user`'s page at `screen`, logged in on first use, wherever it was left (about:blank between tests). */
  async function loggedIn(user: StudioLogin, screen: StudioScreen): Promise<{ context: BrowserContext; page: Page }> {
    // The site's address is part of the key: a restarted site (studio.restart()) listens on a new
    // port (PORT=0), so a test after a restart gets pages opened and logged in on the site as it
    // runs now, never one that was left on the stopped one.
    const key = `${studio.site.url} ${user.name} ${JSON.stringify(screen)}`;
    let entry = opened.get(key);
    // A page a test closed (or whose context it closed) is replaced, logged in again; so is a
    // login that failed (the test that asked for it failed with its error).
    const usable = await entry?.then(
      ({ page }) => !page.isClosed(),
      () => false,
    );
    if (!entry || !usable) {
      entry = openStudio(studio.browser, studio.site.url, user, screen);
      opened.set(key, entry);
    }
    const { context, page } = await entry;
    for (const event of LISTENED) page.removeAllListeners(event);
    inUse.add(page);
    return { context, page };
  }

  return { studioPage, editorPage, loggedIn };
}
