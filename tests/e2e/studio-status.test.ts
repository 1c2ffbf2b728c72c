import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/studio/password-hash';
import { copyProject, startDev, type TempProject } from './authoring-temp-project';
import { launchBrowser } from './support/browser';
import { DESKTOP, openEditor, PHONE, showView } from './support/studio-editor';
import { startSite, type SiteServer } from './support/site-server';
import { logInToStudio } from './support/studio-login';

/**
 * "Applied" means live (issue 37): a request applied to the files is "Applied, waiting for
 * deploy" while the running site still serves the page's old version, "Applied, live since
 * <time>" once the running site serves the request's version (here: `npm run dev` over the
 * applied files), and a request that another one replaced says so. As a marketer sees it in the
 * editor at 1280 px and at 390 px with touch, and on the change requests page.
 */
const EDITOR = { name: 'mia', password: 'marketer-password-1' };
const DEVELOPER = { name: 'dev', password: 'developer-pass-456' };
const AGENCY_TIME = /[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M M[SD]T/;

const statusOf = (page: Page, id: number) => page.locator(`.studio-my-requests [data-request-id="${id}"] .studio-request-status`);

async function requestChange(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Request change' }).click();
  const stored = page.locator('.studio-outcome', { hasText: 'is stored' });
  await stored.waitFor({ timeout: 90_000 });
  return Number(/#(\d+)/.exec((await stored.textContent()) ?? '')?.[1]);
}

describe('studio: the status of a request tells the truth', () => {
  let project: TempProject;
  let site: SiteServer | undefined;
  let browser: Browser;
  let users = '';
  const env = () => ({ STUDIO_USERS: users, STUDIO_CONFIG_DIR: join(project.dir, 'page-configs') });

  beforeAll(async () => {
    project = copyProject();
    users = [`${EDITOR.name}:editor:${await hashPassword(EDITOR.password)}`, `${DEVELOPER.name}:developer:${await hashPassword(DEVELOPER.password)}`].join(',');
    // The folder `npm run dev` in the copy uses too: the same requests on both servers.
    site = await startSite(env(), { dataDir: join(project.dir, '.data') });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    project?.remove();
  });

  it('says waiting for deploy, live since, and superseded, each when it is true', async () => {
    if (!site) throw new Error('no site');
    const first = await openEditor(browser, site.url, EDITOR, DESKTOP);
    await first.page.getByRole('button', { name: 'Move Yelp reviews up' }).click();
    const moved = await requestChange(first.page);
    await first.page.getByRole('button', { name: 'Remove Motto' }).click();
    const removed = await requestChange(first.page);
    await expect.poll(() => statusOf(first.page, moved).textContent(), { timeout: 15_000 }).toBe('Pending');
    expect(await statusOf(first.page, removed).textContent()).toBe('Pending');
    await first.context.close();

    // A developer applies the first to the files; the running site still serves its own build.
    await site.stop();
    site = undefined;
    const applied = project.run('npm', ['run', '-s', 'studio:apply', '--', String(moved), '--by', DEVELOPER.name], { DATA_DIR: join(project.dir, '.data') });
    expect(applied.output).toContain(`Applied change request #${moved}`);
    site = await startSite(env(), { dataDir: join(project.dir, '.data') });
    const phone = await openEditor(browser, site.url, EDITOR, PHONE);
    await showView(phone.page, 'Sections');
    await expect.poll(() => statusOf(phone.page, moved).textContent(), { timeout: 15_000 }).toBe('Applied, waiting for deploy');
    // The second was made from the page as it was: the first replaced that page, so it cannot go live as it is.
    expect(await statusOf(phone.page, removed).textContent()).toBe(`Superseded by #${moved}`);
    await phone.context.close();
    await site.stop();
    site = undefined;

    // `npm run dev` serves the files as they are now: the applied request is live.
    process.env.STUDIO_USERS = users;
    const dev = await startDev(project).finally(() => delete process.env.STUDIO_USERS);
    try {
      const developer = await logInToStudio(await browser.newContext({ viewport: { width: 1280, height: 900 } }), dev.url, DEVELOPER);
      await developer.goto(`${dev.url}/studio/requests`);
      const outcome = (id: number) => developer.locator(`tr[data-request-id="${id}"] .request-status`);
      expect(await outcome(moved).textContent()).toMatch(new RegExp(`^Applied, live since ${AGENCY_TIME.source}$`));
      expect(await outcome(removed).textContent()).toBe(`Superseded by #${moved}`);

      // Another request for the page, applied and live: the first is no longer what visitors see.
      const later = await developer.evaluate(async (file) => {
        const current = (await (await fetch(`/studio/api/page?file=${file}`)).json()) as { baseHash: string; config: { sections: { id: string; props?: Record<string, unknown> }[] } };
        const fix = current.config.sections.find((section) => section.id === 'the-fix');
        if (fix) fix.props = { ...fix.props, subHeading: 'A cruise specialist who sails with kids' };
        const response = await fetch('/studio/api/requests', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ file, baseHash: current.baseHash, config: current.config, note: 'shorter line' }),
        });
        return ((await response.json()) as { request: { id: number } }).request.id;
      }, 'page-configs/pages/landing-cruise.json');
      await developer.goto(`${dev.url}/studio/requests`);
      await developer.locator(`tr[data-request-id="${later}"]`).getByRole('button', { name: `Apply #${later}` }).click();
      await developer.getByText(`Applied change request #${later}`).waitFor({ timeout: 30_000 });
      await expect
        .poll(
          async () => {
            await developer.goto(`${dev.url}/studio/requests`);
            return outcome(later).textContent();
          },
          { timeout: 60_000, interval: 2_000 },
        )
        .toMatch(/^Applied, live since /);
      expect(await outcome(moved).textContent()).toBe(`Superseded by #${later}`);
    } finally {
      await dev.stop();
    }
  }, 600_000);
});
