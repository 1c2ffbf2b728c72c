import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DESKTOP, SCREENS, showView } from './support/studio-editor';
import { studioSiteForFile } from './support/studio-site';
import { reusedStudioPages } from './support/studio-pages';

/**
 * The studio in a marketer's words (issue 26): a page found by its title in its group, no file
 * name or route pattern on screen, a picture of each block in the catalogue, and a heading
 * changed in place on the canvas that reaches the change request. At the house's three screens
 * (SCREENS); one site, each width its own logged-in page, reused by the file's tests.
 */
const EDITOR = { name: 'lena', password: 'marketer-password-2' };

/** The stored change requests (/studio/api/requests): each proposed page's sections with their props. */
const requestsSchema = z.object({
  requests: z.array(
    z.object({ id: z.number(), proposed: z.object({ sections: z.array(z.object({ id: z.string(), props: z.object({ heading: z.string().optional() }).optional() })) }) }),
  ),
});

/** What a person reads: the body's text, without the styles. */
const screenText = (page: Page) => page.locator('body').innerText();

describe('studio catalogue and words', () => {
  const studio = studioSiteForFile([{ ...EDITOR, role: 'editor' }]);
  // One logged-in page per width for the file's tests (each loads its own address).
  const { studioPage, loggedIn } = reusedStudioPages(studio);

  for (const size of SCREENS) {
    it(`at ${size.width} px finds a page by its title in its group, opens it, and shows each block's picture in the catalogue`, async () => {
      const { page } = await studioPage(EDITOR, size);
      // Groups of titles with their visitor addresses; no file name, no route pattern.
      expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(
        expect.arrayContaining(['Landing pages', 'Specialties', 'Places', 'Other pages']),
      );
      const all = await screenText(page);
      expect(all).toContain('One design for each blog post');
      expect(all).not.toMatch(/page-configs\/|\.json|\/:/);

      await page.getByLabel('Find a page by its title').fill('cruise');
      await Promise.all([page.waitForURL(/\?q=cruise$/), page.getByLabel('Find a page by its title').press('Enter')]);
      const landing = page.getByRole('region', { name: 'Landing pages' });
      expect(await landing.getByRole('link').allTextContents()).toEqual(['Family Cruises Planned for You']);
      expect(await page.getByRole('region', { name: 'Specialties' }).getByRole('link').allTextContents()).toEqual(['Ocean Cruises', 'River Cruises']);
      expect(await page.getByRole('region', { name: 'Places' }).count()).toBe(0);

      await landing.getByRole('link', { name: 'Family Cruises Planned for You' }).click();
      await page.locator('.studio-bar h1').waitFor({ timeout: 60_000 });
      expect(await page.locator('.studio-bar h1').textContent()).toBe('Family Cruises Planned for You');
      expect(await screenText(page)).not.toMatch(/page-configs\/|\/:/);

      // The catalogue (beside the sections; a view of its own on a phone): each block's title with
      // its picture, loaded when it is shown; found by its name.
      await showView(page, 'Sections');
      await page.getByText('Catalogue', { exact: true }).click();
      await page.getByLabel('Search the catalogue').fill('banner');
      // Puck draws each catalogue entry twice (the entry and its drag source): the first is the one shown.
      const item = page.locator('[data-catalogue-item="landing-banner"]').first();
      await item.scrollIntoViewIfNeeded();
      expect(await item.innerText()).toContain('Landing banner');
      const picture = item.locator('img');
      expect(await picture.isVisible()).toBe(true);
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 }).toBe(320);
      expect(await page.locator('[data-catalogue-item] img').count()).toBe(await page.locator('[data-catalogue-item]').count());
    });
  }

  it('changes a heading in place on the canvas, and the change request carries the new words', async () => {
    const { page } = await loggedIn(EDITOR, DESKTOP);
    await page.goto(`${studio.site.url}/studio/edit/landing-cruise/`);
    const heading = page.frameLocator('iframe').locator('[data-section-id="problem"] h2[data-studio-inline="heading"]');
    await heading.waitFor({ state: 'attached', timeout: 60_000 });
    await heading.click();
    await heading.press('ControlOrMeta+a');
    await heading.pressSequentially('Cruises Without the Guesswork');
    await heading.press('Enter');
    // The section's settings show the new words; the section list names it by them.
    await expect.poll(() => page.getByLabel('Heading', { exact: true }).inputValue()).toBe('Cruises Without the Guesswork');
    expect(await page.locator('.studio-section-name').nth(1).textContent()).toBe('2. Problem: Cruises Without the Guesswork');
    await page.getByRole('button', { name: 'Request change' }).click();
    const stored = await page.getByText(/Change request #\d+ is stored/).textContent({ timeout: 60_000 });
    const id = Number(/#(\d+)/.exec(stored ?? '')?.[1]);
    // The stored request, as the developer's list reads it, carries the words typed on the canvas.
    const { requests } = requestsSchema.parse(await page.evaluate(async () => (await fetch('/studio/api/requests')).json()));
    const request = requests.find((candidate) => candidate.id === id);
    expect(request?.proposed.sections.find((section) => section.id === 'problem')?.props?.heading).toBe('Cruises Without the Guesswork');
  });
});
