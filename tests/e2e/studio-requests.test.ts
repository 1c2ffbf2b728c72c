import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/studio/password-hash';
import { postgresAvailable, startPostgres, type PostgresServer } from '../support/postgres-server';
import { smtpSink, type ReceivedMail } from '../support/smtp-sink';
import { copyProject, type TempProject } from './authoring-temp-project';
import { launchBrowser } from './support/browser';
import { startSite, type SiteServer } from './support/site-server';
import { PHONE, TABLET } from './support/studio-editor';
import { openStudio, type StudioScreen } from './support/studio-login';

/**
 * A change request's path after "Request change" (issue 26, docs/studio.md): the sentences that
 * say what it changes, the before/after screenshots the server makes in Chromium, the status that
 * turns "Applied, waiting for deploy" in the open editor when a developer runs `npm run studio:apply` (the site and the
 * command share PostgreSQL), and the e-mail that reaches the author through the studio's outbox.
 */
const EDITOR = { name: 'mia', password: 'marketer-password-1', email: 'mia@agency.example' };
const EDIT_URL = '/studio/edit/landing-cruise/';

async function openEditor(browser: Browser, url: string, options: StudioScreen): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await openStudio(browser, url, EDITOR, options);
  await page.goto(`${url}${EDIT_URL}`);
  await page.frameLocator('iframe').locator('[data-section-id="problem"] h2').first().waitFor({ state: 'attached', timeout: 60_000 });
  return { context, page };
}

describe.skipIf(!postgresAvailable())('a change request after "Request change"', () => {
  let project: TempProject;
  let postgres: PostgresServer;
  let smtp: ReturnType<typeof smtpSink> | undefined;
  let site: SiteServer;
  let browser: Browser;
  const mails: ReceivedMail[] = [];

  beforeAll(async () => {
    project = copyProject();
    postgres = await startPostgres();
    smtp = smtpSink(mails);
    const smtpPort = await smtp.listen();
    site = await startSite({
      DATABASE_URL: postgres.url,
      STUDIO_USERS: `${EDITOR.name}:editor:${await hashPassword(EDITOR.password)}:${EDITOR.email}`,
      STUDIO_CONFIG_DIR: join(project.dir, 'page-configs'),
      STUDIO_SCREENSHOTS: 'on',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    });
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await smtp?.close();
    postgres?.stop();
    project?.remove();
  });

  it('at 1280 px: says what the request changes, shows it before and after, turns Applied without a reload and e-mails the author', async () => {
    const { context, page } = await openEditor(browser, site.url, { width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Move Yelp reviews up' }).click();
    await page.getByRole('button', { name: 'Remove Motto' }).click();
    await page.getByLabel('Note for the developer').fill('Reviews earlier, no motto');
    await page.getByRole('button', { name: 'Request change' }).click();
    const stored = page.locator('.studio-outcome', { hasText: 'is stored' });
    await stored.waitFor({ timeout: 60_000 });
    const id = Number(/#(\d+)/.exec((await stored.textContent()) ?? '')?.[1]);
    const sentences = ['Moved "Yelp reviews" above "Our answer: A cruise specialist who has sailed with kids".', 'Removed "Motto".'];

    // The live status list: the request, pending, with its sentences.
    const mine = page.locator(`.studio-my-requests li[data-request-id="${id}"]`);
    await expect.poll(() => mine.locator('.studio-request-status').textContent(), { timeout: 15_000 }).toBe('Pending');
    expect(await mine.locator('.studio-request-summary li').allTextContents()).toEqual(sentences);

    // The request list: the sentences and, once Chromium has made them, the pictures before and after.
    const list = await context.newPage();
    await expect
      .poll(
        async () => {
          await list.goto(`${site.url}/studio/requests`);
          return list.locator(`tr[data-request-id="${id}"] .shots img`).count();
        },
        { timeout: 120_000, interval: 2_000 },
      )
      .toBe(4);
    const row = list.locator(`tr[data-request-id="${id}"]`);
    expect(await row.locator('.summary li').allTextContents()).toEqual(sentences);
    // Each picture loads (served to the logged-in marketer) at its true width: before and after at 390 and 1280 px.
    const widths = () => row.locator('.shots img').evaluateAll((images) => images.map((image) => (image instanceof HTMLImageElement && image.complete ? image.naturalWidth : 0)));
    await expect.poll(widths, { timeout: 15_000 }).toEqual([390, 390, 1280, 1280]);

    // A developer applies it from a checkout; the open editor shows Applied without a reload.
    const applied = project.run('npm', ['run', '-s', 'studio:apply', '--', String(id), '--by', 'dev'], { DATABASE_URL: postgres.url, STUDIO_CONFIG_DIR: join(project.dir, 'page-configs') });
    expect(applied.output).toContain(`studio:apply: Applied change request #${id}`);
    // Applied to the files; this running site still serves the page as it was (issue 37: "Applied" means live).
    await expect.poll(() => mine.locator('.studio-request-status').textContent(), { timeout: 15_000 }).toBe('Applied, waiting for deploy');
    expect(await mine.locator('small').textContent()).toMatch(/^by dev [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M M[SD]T$/);

    // The author's e-mail, through the studio's outbox, at the local SMTP sink.
    await expect.poll(() => mails.length, { timeout: 30_000 }).toBe(1);
    expect(mails[0]?.to).toEqual([EDITOR.email]);
    const mail = mails[0]?.text.replace(/=\r?\n/g, '') ?? '';
    expect(mail).toContain(`Subject: Your change request #${id} (/landing-cruise/) was applied`);
    expect(mail).toContain(`- ${sentences[1]}`);
    await context.close();
  });

  for (const screen of [TABLET, PHONE]) {
    it(`at ${screen.width} px${screen.touch ? ' with touch' : ''}: "Request change" and the status list are reached by scrolling`, async () => {
      const { context, page } = await openEditor(browser, site.url, screen);
      const button = page.getByRole('button', { name: 'Request change' });
      await button.scrollIntoViewIfNeeded();
      const box = await button.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= screen.width && box.y >= 0 && box.y + box.height <= screen.height).toBe(true);
      const status = page.locator('.studio-my-requests .studio-request-status').first();
      await status.scrollIntoViewIfNeeded();
      expect(await status.textContent()).toBe('Applied, waiting for deploy');
      await context.close();
    });
  }
});
