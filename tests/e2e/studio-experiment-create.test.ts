import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startDev } from './authoring-temp-project';
import { watchConsole } from './support/browser';
import { shownText } from './support/sections';
import { CHROME_USER_AGENT, HOUSE_SCREENS } from './support/screens';
import { showView, storedRequests } from './support/studio-editor';
import { openStudio } from './support/studio-login';
import { studioSiteForFile } from './support/studio-site';
import { reusedStudioPages } from './support/studio-pages';

/**
 * A marketer starts an experiment from the studio (issue 38): in the editor they change the
 * problem's heading and move the lead form up, switch the request area to "Test as a variant",
 * give it half the visitors from today for a week, and request it. The stored request is the page
 * as it is plus its `experiment` (the control and the draft as variant B, the lead form as the
 * goal). A developer applies it with `npm run studio:apply`; the site then draws each new visitor
 * a variant: fresh browsers (no cookies) are opened until both variants were seen, and each shows
 * its own heading and order on screen.
 * One landing page per screen (a page runs one experiment), each with its own editor.
 */
const SCREEN_PAGES = [
  { screen: HOUSE_SCREENS[0], name: 'landing-cruise', heading: 'Hundreds of Ships, Thousands of Cabins, One Family Vacation', form: 'Talk to a Cruise Expert' },
  { screen: HOUSE_SCREENS[1], name: 'landing-celebration', heading: 'Someone Always Ends Up Planning Instead of Celebrating', form: 'Talk to a Celebration Travel Expert' },
  { screen: HOUSE_SCREENS[2], name: 'landing-themepark', heading: 'Theme Park Planning Has Become a Sport', form: 'Talk to a Theme Park Expert' },
] as const;
const DEVELOPER = { name: 'dev', password: 'developer-pass-456' };
const editorAt = (width: number) => ({ name: `mia-${width}`, password: 'marketer-password-1' });
const newHeading = (width: number) => `Plan Less, Travel More (${width} px test)`;
const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);
const ORDER = ['banner', 'problem', 'the-fix', 'reviews', 'lead-form', 'planning', 'motto', 'where-to'];
const VARIANT_ORDER = ['banner', 'problem', 'the-fix', 'lead-form', 'reviews', 'planning', 'motto', 'where-to'];
/** Where screenshots of the panel go when asked for (E2E_SCREENSHOTS_DIR): a person looks at them, no test compares them. */
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;


/** The request area in its "Test as a variant" mode. */
async function testAsVariant(page: Page) {
  const mode = page.getByRole('group', { name: 'What to request' }).getByRole('button', { name: 'Test as a variant' });
  await mode.scrollIntoViewIfNeeded();
  await mode.click();
  await expect.poll(() => mode.getAttribute('aria-pressed')).toBe('true');
}

describe('an experiment made in the studio', () => {
  const studio = studioSiteForFile([...SCREEN_PAGES.map(({ screen }) => ({ ...editorAt(screen.width), role: 'editor' as const })), { ...DEVELOPER, role: 'developer' }]);
  // One logged-in page per marketer for the file's tests (each loads its own address).
  const { editorPage } = reusedStudioPages(studio);

  /** The marketer of `size`'s editor of `name`, once the canvas shows its problem section. */
  async function openEditorOf(size: (typeof HOUSE_SCREENS)[number], name: string) {
    const { context, page, canvas } = await editorPage(editorAt(size.width), { width: size.width, height: size.height, touch: size.hasTouch }, name);
    await canvas.locator('[data-section-id="problem"]').first().waitFor({ state: 'attached', timeout: 60_000 });
    return { context, page };
  }
  const requested: { id: number; name: string; width: number }[] = [];
  const today = utcDay(Date.now());
  const end = utcDay(Date.now() + 7 * DAY_MS);

  it('refuses a page that runs an experiment already, and a draft that is the page as it is, in a marketer\'s words (390, 800, 1280 px)', async () => {
    for (const { screen } of SCREEN_PAGES) {
      const running = await openEditorOf(screen, 'landing-familytravel');
      await testAsVariant(running.page);
      expect(await running.page.locator('.studio-variant-what').textContent(), `at ${screen.width} px`).toBe(
        'This page already runs an experiment (familytravel-form-first): a page tests one change at a time. Its figures are under Experiments.',
      );
      const { page } = await openEditorOf(screen, 'landing-cruise');
      await testAsVariant(page);
      await page.getByRole('button', { name: 'Request experiment' }).click();
      await expect
        .poll(() => page.locator('.studio-errors').textContent())
        .toBe('Your draft is the page as it is: move a section or change a heading or button text first; that change is the variant to test.');
    }
    const developer = await openStudio(studio.browser, studio.site.url, DEVELOPER, { width: 1280, height: 900 });
    expect(await storedRequests(developer.page)).toEqual([]);
    await developer.context.close();
  }, 300_000);

  it('makes a variant of the draft (a heading and the order), with its share and dates, and requests it (390, 800, 1280 px)', async () => {
    for (const { screen, name, heading, form } of SCREEN_PAGES) {
      const { context, page } = await openEditorOf(screen, name);
      const problems = watchConsole(page);
      await showView(page, 'Sections');
      await page.getByRole('button', { name: `Move Lead form: ${form} up` }).click();
      await page.getByRole('button', { name: new RegExp(`^\\d+\\. Problem: ${heading}`) }).click();
      await showView(page, 'Settings');
      await page.getByLabel('Heading', { exact: true }).fill(newHeading(screen.width));
      await expect.poll(() => page.frameLocator('.studio-canvas iframe').locator('[data-section-id="problem"] h2').first().textContent()).toBe(newHeading(screen.width));

      await testAsVariant(page);
      expect(await page.locator('.studio-variant-what').textContent()).toBe(
        'Variant B is your draft (another order of the sections and 1 changed setting), for 50% of new visitors; the others see the page as it is.',
      );
      await page.getByLabel('Share of visitors (%)').fill('50');
      await page.getByLabel('Start', { exact: true }).fill(today);
      await page.getByLabel('End', { exact: true }).fill(end);
      expect(await page.getByLabel('Experiment name').inputValue()).toBe(`${name}-${today}`);
      await page.getByLabel('Note for the developer').fill('Form higher, shorter heading');
      if (SHOTS) await page.screenshot({ path: join(SHOTS, `studio-experiment-panel-${screen.width}.png`) });
      await page.getByRole('button', { name: 'Request experiment' }).click();
      await page.locator('.studio-outcome p, .studio-errors p, .studio-errors li').first().waitFor({ timeout: 60_000 });
      expect(await page.locator('.studio-errors').textContent(), `at ${screen.width} px`).toBe('');
      const outcome = (await page.locator('.studio-outcome').textContent()) ?? '';
      expect(outcome).toMatch(/^Change request #\d+ is stored\. Preview: /);
      if (SHOTS) await page.screenshot({ path: join(SHOTS, `studio-experiment-requested-${screen.width}.png`) });
      const id = Number(/#(\d+)/.exec(outcome)?.[1]);

      const stored = (await storedRequests(page)).find((request) => request.id === id);
      const file = JSON.parse(readFileSync(`page-configs/pages/${name}.json`, 'utf8'));
      // The page stays as it is (its sections untouched); the draft is the experiment's variant B.
      expect(stored?.proposed).toEqual({
        ...file,
        experiment: {
          id: `${name}-${today}`,
          start: today,
          end,
          goal: 'lead-form',
          variants: [
            { id: 'control', weight: 50 },
            { id: 'variant-b', weight: 50, sections: VARIANT_ORDER, props: { problem: { heading: newHeading(screen.width) } } },
          ],
        },
      });
      expect(stored?.note).toBe(
        `Test my draft as variant-b on /${name}/: 50% of new visitors from ${today} to ${end} (the other 50% see the page as it is), counting the leads of its form.\nForm higher, shorter heading`,
      );
      expect(problems).toEqual([]);
      // The request's preview shows variant B: the page as its visitors would see it.
      const preview = await context.newPage();
      await preview.goto(new URL((await page.locator('.studio-outcome a').getAttribute('href')) ?? '', studio.site.url).href);
      expect(await preview.locator('.studio-preview-banner').textContent()).toMatch(new RegExp(`^Preview of change request #${id} as its variant variant-b by ${editorAt(screen.width).name}:`));
      expect(await shownText(preview.locator('[data-section-id="problem"] h2').first())).toBe(newHeading(screen.width));
      requested.push({ id, name, width: screen.width });
      // The editor's page is the file's (reused): only the preview opened here closes.
      await preview.close();
    }
  }, 300_000);

  it('is applied by a developer, and new visitors then get either variant on screen (390, 800, 1280 px)', async () => {
    expect(requested.map((request) => request.name)).toEqual(SCREEN_PAGES.map((entry) => entry.name));
    // The embedded store is one process's: the CLI applies with the site stopped.
    await studio.site.stop();
    for (const { id, name } of requested) {
      const applied = studio.project.run('npm', ['run', '-s', 'studio:apply', '--', String(id), '--by', DEVELOPER.name], { DATA_DIR: studio.dataDir });
      expect(applied.output).toContain(`studio:apply: Applied change request #${id} to page-configs/pages/${name}.json.`);
    }
    expect(studio.project.run('npm', ['run', '-s', 'check:configs']).output).toContain('valid');

    // The live site serves page-configs/ as `npm run dev` (and the next deploy) renders it.
    const dev = await startDev(studio.project);
    try {
      for (const { screen, name, heading } of SCREEN_PAGES) {
        const seen = new Map<string, string[]>();
        // Each visitor is a new browser without cookies, so the server draws for each; at 50/50, 24 visitors miss a variant once in 8 million runs.
        for (let visitor = 0; visitor < 24 && seen.size < 2; visitor += 1) {
          const context = await studio.browser.newContext({ userAgent: CHROME_USER_AGENT, viewport: { width: screen.width, height: screen.height }, hasTouch: screen.hasTouch, isMobile: screen.isMobile });
          const page = await context.newPage();
          await page.goto(`${dev.url}/${name}/`);
          const shown = await shownText(page.locator('[data-section-id="problem"] h2').first());
          const order = await page.locator('[data-section-id]').evaluateAll((sections) => sections.map((section) => section.getAttribute('data-section-id') ?? ''));
          seen.set(shown, [...new Set(order.filter((id) => ORDER.includes(id)))]);
          await context.close();
        }
        expect([...seen.keys()].sort(), `${name} at ${screen.width} px`).toEqual([heading, newHeading(screen.width)].sort());
        expect(seen.get(heading)).toEqual(ORDER);
        expect(seen.get(newHeading(screen.width))).toEqual(VARIANT_ORDER);
      }
    } finally {
      await dev.stop();
    }
  }, 600_000);
});
