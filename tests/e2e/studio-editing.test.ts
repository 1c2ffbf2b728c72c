import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { marketerFor, pressInCanvas, SCREENS, showView, marketersFor } from './support/studio-editor';
import { reusedStudioPages } from './support/studio-pages';
import { studioSiteForFile } from './support/studio-site';

/**
 * Editing as Puck's own editor does (issue 37), at 1280 px and at 390 px with touch: the settings
 * show what the page shows (defaults included), a click or tap anywhere in a section (its heading
 * too) selects it, every heading a setting shows is edited in place, a banner's picture is chosen
 * from the library, and the marketer keeps their place (request button, catalogue, focus, undo).
 */
const EDITOR = { name: 'ivy', password: 'marketer-password-4' };

/** Whether `locator`'s element lies wholly inside the window, as it is now (no scrolling). */
async function onScreen(page: Page, selector: ReturnType<Page['locator']>): Promise<boolean> {
  const box = await selector.boundingBox();
  const size = page.viewportSize();
  return Boolean(box && size && box.y >= 0 && box.x >= 0 && box.y + box.height <= size.height && box.x + box.width <= size.width);
}

describe('studio editing', () => {
  const studio = studioSiteForFile(marketersFor(EDITOR));
  // One logged-in page per screen for the file's tests (each loads its own address).
  const { editorPage } = reusedStudioPages(studio);

  for (const screen of SCREENS) {
    it(`at ${screen.width} px shows in the settings what the page shows, and edits a default heading in place`, async () => {
      const { page, canvas } = await editorPage(marketerFor(EDITOR, screen), screen);
      // A switch that is on by default is on: the page shows Planning's button.
      await showView(page, 'Sections');
      await page.getByRole('button', { name: /^6\. Planning/ }).click();
      await showView(page, 'Settings');
      expect(await canvas.locator('[data-section-id="planning"] a', { hasText: 'Plan my trip' }).count()).toBeGreaterThan(0);
      expect(await page.getByRole('switch', { name: /^Button/ }).isChecked()).toBe(true);

      // A heading the page shows from its default ("The Fix") is in its field and editable in place.
      await showView(page, 'Page');
      const fix = canvas.locator('[data-section-id="the-fix"] h2', { hasText: 'The Fix' });
      await expect.poll(() => fix.getAttribute('data-studio-inline'), { timeout: 30_000 }).toBe('heading');
      await pressInCanvas(page, canvas, '[data-section-id="the-fix"] h2');
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('How We Fix It');
      await page.keyboard.press('Enter');
      await showView(page, 'Settings');
      await expect.poll(() => page.getByLabel('Heading', { exact: true }).inputValue()).toBe('How We Fix It');
      expect(await page.getByRole('region', { name: 'About Our answer' }).isVisible()).toBe(true);
      // Other fields with defaults show them too.
      expect(await page.getByLabel('Button text', { exact: true }).inputValue()).toBe('Talk to a Travel Expert');
    });
  }

  for (const screen of SCREENS) {
    it(`at ${screen.width} px selects a section by a click or tap anywhere in it, its heading included`, async () => {
      const { page, canvas } = await editorPage(marketerFor(EDITOR, screen), screen);
      await showView(page, 'Page');
      await pressInCanvas(page, canvas, '[data-section-id="problem"] h2');
      await showView(page, 'Sections');
      expect(await page.locator('[data-section-item="problem"] .studio-section-name').getAttribute('aria-pressed')).toBe('true');
      await showView(page, 'Settings');
      expect(await page.getByRole('region', { name: 'About Problem' }).isVisible()).toBe(true);
      expect(await page.getByText('Select a section to edit its settings').count()).toBe(0);

      // Anywhere else in a section: its settings open (on a phone, the settings view comes up).
      await showView(page, 'Page');
      await pressInCanvas(page, canvas, '[data-section-id="lead-form"] h2');
      await showView(page, 'Page');
      await pressInCanvas(page, canvas, '[data-section-id="where-to"] p');
      const region = page.getByRole('region', { name: 'About Where to go' });
      await region.waitFor();
      expect(await region.isVisible()).toBe(true);
    });
  }

  for (const screen of SCREENS) {
    it(`at ${screen.width} px chooses a landing banner's picture from the library`, async () => {
      const { page, canvas } = await editorPage(marketerFor(EDITOR, screen), screen, 'landing-familytravel');
      await showView(page, 'Page');
      await pressInCanvas(page, canvas, '[data-section-id="banner"]', 'lower-left');
      await showView(page, 'Settings');
      await page.getByRole('region', { name: 'About Landing banner' }).waitFor();
      expect(await page.getByRole('img', { name: 'Chosen: family beach' }).isVisible()).toBe(true);
      // The library first; typing an address is the exception, behind its own button.
      expect(await page.getByLabel('Picture address').count()).toBe(0);
      await page.getByRole('button', { name: 'Choose a picture from the library' }).click();
      const library = page.getByRole('dialog', { name: 'Choose a picture' });
      await library.waitFor();
      await library.getByLabel('Search pictures').fill('kenya');
      const choices = library.getByRole('button', { name: /kenya/ });
      await expect.poll(() => choices.count(), { timeout: 30_000 }).toBeGreaterThan(0);
      const name = (await choices.first().getAttribute('aria-label')) ?? '';
      if (screen.touch) await choices.first().tap();
      else await choices.first().click();
      await library.waitFor({ state: 'hidden' });
      const stem = name.replace(/^Choose /, '').replace(/ /g, '-');
      await showView(page, 'Page');
      await expect.poll(() => canvas.locator('[data-section-id="banner"] img').first().getAttribute('src')).toContain(stem);
    });
  }

  for (const screen of SCREENS) {
    it(`at ${screen.width} px keeps the marketer's place: request button, catalogue, focus and undo`, async () => {
      const { page } = await editorPage(marketerFor(EDITOR, screen), screen, 'landing-themepark');
      // The longest section selected: "Request change" is on screen without scrolling.
      await showView(page, 'Sections');
      await page.getByRole('button', { name: /^2\. Problem: / }).click();
      await showView(page, 'Settings');
      const request = page.getByRole('button', { name: 'Request change' });
      expect(await onScreen(page, request)).toBe(true);
      await page.locator('.studio-settings').evaluate((element) => element.scrollTo(0, element.scrollHeight));
      expect(await onScreen(page, request)).toBe(true);

      // The catalogue: searched, beside the list of sections, which stays in view.
      await showView(page, 'Sections');
      await page.getByText('Catalogue', { exact: true }).click();
      await page.getByLabel('Search the catalogue').fill('news');
      const shown = page.locator('.studio-catalogue [data-catalogue-item]:visible');
      await expect.poll(() => shown.evaluateAll((items) => items.map((item) => item.getAttribute('data-catalogue-item')))).toEqual(['newsletter']);
      expect(await onScreen(page, page.getByRole('heading', { name: 'Sections, top to bottom' }))).toBe(true);

      // Moved to the top with the keyboard: the focus stays on the moved section.
      const up = page.getByRole('button', { name: /^Move Problem: .* up$/ });
      await up.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('[data-section-item]').first().getAttribute('data-section-item')).toBe('problem');
      expect(await page.evaluate(() => document.activeElement?.closest('[data-section-item]')?.getAttribute('data-section-item'))).toBe('problem');

      // Undo survives a reload with the draft.
      await page.getByText(/^Draft saved /).waitFor({ timeout: 30_000 });
      await page.reload();
      await page.locator('[data-section-item]').first().waitFor({ state: 'attached', timeout: 60_000 });
      await showView(page, 'Sections');
      expect(await page.locator('[data-section-item]').first().getAttribute('data-section-item')).toBe('problem');
      const undo = page.getByRole('button', { name: 'Undo' });
      await expect.poll(() => undo.isEnabled(), { timeout: 30_000 }).toBe(true);
      await undo.click();
      await expect.poll(() => page.locator('[data-section-item]').nth(1).getAttribute('data-section-item')).toBe('problem');
    });
  }
});
