import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openStudio, type StudioScreen } from './support/studio-login';
import { studioSiteForFile } from './support/studio-site';
import { reusedStudioPages } from './support/studio-pages';

/**
 * The studio as a marketer uses it without a developer beside them (issue 26): the page inside
 * its chrome at a true desktop width, the editor on a phone and a tablet, sections named by what
 * they show. One site, one browser; each width its own logged-in page, reused by the tests that only edit.
 */
const EDITOR = { name: 'mia', password: 'marketer-password-1' };
const EDIT_URL = '/studio/edit/landing-cruise/';

/** The editor at EDIT_URL in `page`, logged in already, once its bar and first section are drawn. */
async function showEditor(page: Page, url: string) {
  await page.goto(`${url}${EDIT_URL}`);
  await page.locator('.studio-bar h1').waitFor({ timeout: 60_000 });
  // The canvas has drawn the page's first section with its content.
  await page.frameLocator('iframe').locator('[data-section-id="problem"] h2').first().waitFor({ state: 'attached', timeout: 60_000 });
}

/** A context of its own, logged in, with the editor open (for the test that restarts the site). */
async function openEditor(browser: Browser, url: string, options: StudioScreen): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await openStudio(browser, url, EDITOR, options);
  await showEditor(page, url);
  return { context, page };
}

describe('studio for a marketer', () => {
  const studio = studioSiteForFile([{ ...EDITOR, role: 'editor' }]);
  // One logged-in page per width for the tests that only edit (the restart test keeps its own).
  const { loggedIn } = reusedStudioPages(studio);
  const editorAt = async (screen: StudioScreen) => {
    const { page } = await loggedIn(EDITOR, screen);
    await showEditor(page, studio.site.url);
    return { page };
  };

  it('at 1280 px shows the page laid out at desktop width inside its header and footer, named by its title', async () => {
    const { page } = await editorAt({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Desktop (1280 px)' }).click();
    const frame = page.frameLocator('iframe');
    await expect.poll(() => frame.locator('html').evaluate((html) => html.clientWidth)).toBeGreaterThanOrEqual(1200);
    // The layout's chrome around the sections: the landing header with its call button, the site footer.
    expect(await frame.locator('header').first().isVisible()).toBe(true);
    expect(await frame.locator('footer nav[aria-label="Footer"] h2').count()).toBeGreaterThan(0);
    // The whole scaled page fits the canvas: nothing of its width is cut off.
    const canvas = await page.locator('.studio-canvas-fit').boundingBox();
    const shown = await page.locator('iframe').boundingBox();
    expect(shown && canvas && shown.x + shown.width <= canvas.x + canvas.width + 1).toBe(true);
    // Words a marketer uses: the page's title, never its file or route.
    expect(await page.locator('.studio-bar h1').textContent()).toBe('Family Cruises Planned for You');
    expect(await page.locator('.studio-editor').textContent()).not.toContain('page-configs/');
  });

  it('names every section by what it shows, never by its id', async () => {
    const { page } = await editorAt({ width: 1280, height: 900 });
    const names = await page.locator('.studio-section-name').allTextContents();
    expect(names[1]).toBe('2. Problem: Hundreds of Ships, Thousands of Cabins, One Family Vacation');
    expect(names).toContain('4. Yelp reviews');
    // No id and no block type: neither "reviews (landing-yelp-carousel)" nor "the-fix" nor a UUID.
    for (const name of names) {
      const text = name.replace(/^\d+\. /, '');
      expect(['banner', 'problem', 'the-fix', 'reviews', 'lead-form', 'planning', 'motto', 'where-to']).not.toContain(text);
      expect(text).not.toMatch(/\b[a-z0-9]+(-[a-z0-9]+)+\b|\(|[0-9a-f]{8}-/);
    }
    const options = await page.getByLabel('Add a section').locator('option').allTextContents();
    expect(options).toContain('Yelp reviews');
    expect(options.filter((option) => /^[a-z]+(-[a-z]+)+$/.test(option))).toEqual([]);
  });

  it('picks an image from the library of pictures the site already uses, and the page shows it', async () => {
    const { page } = await editorAt({ width: 1280, height: 900 });
    await page.getByRole('button', { name: /^2\. Problem: / }).click();
    const current = page.getByRole('img', { name: 'Chosen: ocean cruise night' });
    await current.waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Choose a picture from the library' }).click();
    const library = page.locator('.studio-image-library');
    // The content's images (the banners the demo content shows) and the site's own files.
    await expect.poll(() => library.getByText('used on the site').count(), { timeout: 30_000 }).toBeGreaterThan(3);
    await library.getByLabel('Search pictures').fill('kenya');
    const names = await library.locator('li span').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name.includes('kenya'))).toBe(true);
    const chosen = library.locator('li button').first();
    const src = await chosen.locator('img').getAttribute('src');
    await chosen.click();
    // The canvas shows the chosen picture (through the image endpoint's variants, named after the file).
    const stem = (src ?? '').split('/').pop()?.replace(/\.[a-z]+$/, '') ?? '';
    expect(stem).not.toBe('');
    await expect.poll(() => page.frameLocator('iframe').locator('[data-section-id="problem"] img').first().getAttribute('src')).toContain(stem);
    // The settings show the chosen picture (its address is typed only on purpose: library first).
    expect(await page.locator('.studio-image-current').getAttribute('src')).toBe(src);
    // A yes/no setting is a switch with its sentence; a list's items are named by their content.
    await page.getByRole('button', { name: /^8\. Where to go: / }).click();
    expect(await page.getByRole('switch', { name: "Use this page's own words: Use the 'Where to next?' text written for this page, when it has one." }).isChecked()).toBe(false);
  });

  it('adds a text section that fits under the banner, and refuses a second main heading with a sentence that names the section', async () => {
    const { page } = await editorAt({ width: 1280, height: 900 });
    await page.getByRole('button', { name: /^8\. Where to go: / }).click();
    await page.getByLabel('Add a section').selectOption({ label: 'Text page' });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: '9. Text page: New section heading' }).waitFor();
    const frame = page.frameLocator('iframe');
    await expect.poll(() => frame.locator('h2', { hasText: 'New section heading' }).count()).toBe(1);
    expect(await frame.locator('h1').count()).toBe(1);
    // Heading level is a choice in words; level 1 makes a second H1, which the check refuses.
    await page.getByLabel('Heading level').selectOption({ label: "Heading 1: the page's main heading" });
    await expect.poll(() => frame.locator('h1').count()).toBe(2);
    await page.getByRole('button', { name: 'Request change' }).click();
    const problem = page.locator('.studio-errors li').first();
    await problem.waitFor({ timeout: 60_000 });
    expect(await problem.textContent()).toBe(
      `Section "Text page: New section heading": a second main heading (H1) on the page: section 1 above already shows the page's main heading, and a page has one. Choose "Heading 2: a section heading" as its Heading level.`,
    );
  });

  for (const viewport of [
    { width: 390, height: 844, touch: true },
    { width: 800, height: 1000 },
  ]) {
    it(`at ${viewport.width} px stacks the panels: the page is readable and "Request change" is reachable by scrolling and by keyboard`, async () => {
      const { page } = await editorAt(viewport);
      // Nothing wider than the screen: no half-off-screen button, no 16 px canvas.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      const canvas = await page.locator('.studio-canvas-fit').boundingBox();
      expect(canvas?.width).toBeGreaterThan(viewport.width - 40);
      const request = page.getByRole('button', { name: 'Request change' });
      await request.scrollIntoViewIfNeeded();
      const box = await request.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
      expect(await request.isVisible()).toBe(true);
      // By keyboard: Tab from the note lands on the button, which is then on screen.
      await page.getByLabel('Note for the developer').focus();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Request change');
      expect(await request.isVisible()).toBe(true);
    });
  }

  it('keeps an edit as a draft in the database through a server restart, and discards it when asked', async () => {
    const { context, page } = await openEditor(studio.browser, studio.site.url, { width: 1280, height: 900 });
    await page.getByRole('button', { name: /^2\. Problem: / }).click();
    await page.getByLabel('Heading', { exact: true }).fill('A heading kept as a draft');
    await page.getByText(/^Draft saved [A-Z][a-z]{2} \d+, \d{4}, \d+:\d{2} [AP]M M[SD]T\.$/).waitFor({ timeout: 30_000 });

    await studio.restart();
    // The session is in the database too: the same cookie opens the editor on the new process.
    await page.goto(`${studio.site.url}${EDIT_URL}`);
    await page.getByRole('button', { name: '2. Problem: A heading kept as a draft' }).waitFor({ timeout: 60_000 });
    await expect.poll(() => page.frameLocator('iframe').locator('[data-section-id="problem"] h2').first().textContent(), { timeout: 30_000 }).toBe('A heading kept as a draft');
    expect(await page.locator('.studio-draft-status').textContent()).toMatch(/^You are editing your draft from /);

    page.once('dialog', (dialog) => void dialog.accept());
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Discard draft' }).click()]);
    await page.getByRole('button', { name: /^2\. Problem: Hundreds of Ships/ }).waitFor({ timeout: 60_000 });
    expect(await page.getByRole('button', { name: 'Discard draft' }).count()).toBe(0);
    await context.close();
  });
});
