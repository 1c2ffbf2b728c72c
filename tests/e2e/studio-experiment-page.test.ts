import { describe, expect, it } from 'vitest';
import { watchConsole } from './support/browser';
import { HOUSE_SCREENS } from './support/screens';
import { showView } from './support/studio-editor';
import { openStudio } from './support/studio-login';
import { studioSiteForFile } from './support/studio-site';

/**
 * A page under an experiment in the studio (issue 38): /landing-familytravel/ runs
 * familytravel-form-first, whose form-first variant names the section "motto" in its order.
 * Removing that section in the editor takes it out of the variant too, so the draft stays
 * usable: "Request change" stores the request instead of refusing it with
 * `no section "motto"` on the variant.
 */
/** One editor per screen: a draft is kept per editor and page, and each screen starts from the file. */
const editorAt = (width: number) => ({ name: `mia-${width}`, password: 'marketer-password-1' });

describe('editing a page under an experiment', () => {
  const studio = studioSiteForFile(HOUSE_SCREENS.map((size) => ({ ...editorAt(size.width), role: 'editor' as const })));

  it('removes a section a variant names and requests the change, at 390 px with touch, 800 and 1280 px', async () => {
    for (const size of HOUSE_SCREENS) {
      const { context, page } = await openStudio(studio.browser, studio.site.url, editorAt(size.width), { width: size.width, height: size.height, touch: size.hasTouch });
      const problems = watchConsole(page);
      await page.goto(`${studio.site.url}/studio/edit/landing-familytravel/`);
      await page.frameLocator('iframe').locator('[data-section-id="motto"]').first().waitFor({ state: 'attached', timeout: 60_000 });
      // On a phone the list of sections is a view of its own (the page shows first).
      await showView(page, 'Sections');
      const remove = page.getByRole('button', { name: 'Remove Motto' });
      await remove.scrollIntoViewIfNeeded();
      await remove.click();
      await page.frameLocator('iframe').locator('[data-section-id="motto"]').waitFor({ state: 'detached' });
      const request = page.getByRole('button', { name: 'Request change' });
      await request.scrollIntoViewIfNeeded();
      await request.click();
      // Stored (the outcome) or refused (the errors, naming the section and field at fault).
      await page.locator('.studio-outcome p, .studio-errors p, .studio-errors li').first().waitFor({ timeout: 60_000 });
      expect(await page.locator('.studio-errors').textContent(), `at ${size.width} px`).toBe('');
      expect(await page.locator('.studio-outcome').textContent()).toMatch(/^Change request #\d+ is stored\. Preview: /);
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});
