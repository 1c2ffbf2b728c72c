import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/studio/password-hash';
import { watchConsole } from './support/browser';
import { siteAndBrowserForFile } from './support/site-and-browser';
import { logInToStudio } from './support/studio-login';
import { CHROME_USER_AGENT, HOUSE_SCREENS } from './support/screens';
import { variantsOfCookies } from '../../src/engine/experiment-variant';

/**
 * The studio's experiment report (/studio/experiments, docs/experiments.md) as a marketer sees it
 * in Chromium at 390, 800 and 1280 px: the chart with each variant's name and rate, the table with
 * the visitors and leads this test sent, and Promote making a change request that
 * `npm run studio:requests` lists.
 */
const MARKETER = { name: 'mia', password: 'marketer-password-1' };
const users = `${MARKETER.name}:editor:${await hashPassword(MARKETER.password)}`;
// Each simulated visitor comes from its own address (X-Forwarded-For), as behind the site's proxy.
const e2e = siteAndBrowserForFile({ STUDIO_USERS: users, TRUST_PROXY: 'true' }, { keepData: true });
const PAGE = '/landing-familytravel/';

/** Visitors of the experiment page, each without cookies: the server draws and counts each once. */
async function sendVisitors(count: number) {
  const sent = { control: { visitors: 0, leads: 0 }, 'form-first': { visitors: 0, leads: 0 } };
  for (let i = 0; i < count; i += 1) {
    const address = `198.51.100.${i + 1}`;
    const page = await fetch(`${e2e.site.url}${PAGE}`, { headers: { 'user-agent': CHROME_USER_AGENT, 'x-forwarded-for': address } });
    await page.text();
    const cookies = page.headers.getSetCookie().map((line) => line.split(';')[0] ?? '');
    const variant = variantsOfCookies(cookies.join('; ')).get('familytravel-form-first');
    if (variant !== 'control' && variant !== 'form-first') throw new Error(`visitor ${i} got no variant`);
    sent[variant].visitors += 1;
    // Every third visitor sends the lead form (the JSON call the page's script makes).
    if (i % 3 !== 0) continue;
    const lead = await fetch(`${e2e.site.url}/api/enquiries/lead_contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: 'travel-site-public-token', cookie: cookies.join('; '), referer: `${e2e.site.url}${PAGE}`, 'user-agent': CHROME_USER_AGENT, 'x-forwarded-for': address },
      body: JSON.stringify({
        fullname: `Report Visitor ${i}`,
        email: `report.${i}@example.org`,
        phone: '+13035550100',
        travel_date: `15-07-${new Date().getFullYear() + 1}`,
        country: '1',
        city: 'Denver',
        lead_page: 'landing-familytravel',
        comment: 'A family of four, two kids, looking at next summer.',
      }),
    });
    expect(lead.status).toBe(200);
    sent[variant].leads += 1;
  }
  return sent;
}

const percent = (leads: number, visitors: number) => `${((visitors ? leads / visitors : 0) * 100).toFixed(2)}%`;

describe('the studio experiment report', () => {
  let requestId = 0;

  it("shows each variant's visitors, leads and rate in a chart and a table, at 390, 800 and 1280 px; Promote makes a change request", async () => {
    const sent = await sendVisitors(12);
    for (const size of HOUSE_SCREENS) {
      const context = await e2e.browser.newContext({ viewport: { width: size.width, height: size.height }, hasTouch: size.hasTouch, isMobile: size.isMobile });
      const page = await logInToStudio(context, e2e.site.url, MARKETER);
      const problems = watchConsole(page);
      await page.getByRole('link', { name: 'Experiments' }).click();
      await page.getByRole('heading', { level: 1, name: 'Experiments' }).waitFor();
      const section = page.locator('section[data-experiment="familytravel-form-first"]');
      expect(await section.getByRole('heading', { name: 'familytravel-form-first' }).isVisible()).toBe(true);
      expect(await section.textContent()).toContain('On /landing-familytravel/, from 2026-11-01 to 2027-01-31: running.');

      const chart = section.getByRole('img', { name: 'Conversion rate per variant of familytravel-form-first, with 95% intervals' });
      expect(await chart.isVisible()).toBe(true);
      const box = await chart.boundingBox();
      expect(box && box.width > 0 && box.x >= 0 && box.x + box.width <= size.width).toBe(true);
      for (const variant of ['control', 'form-first'] as const) {
        const { visitors, leads } = sent[variant];
        // The chart's labels: the variant's name and rate, its interval, on screen inside the chart's box.
        const labels = chart.locator(`g[data-variant="${variant}"] text`);
        expect(await labels.allTextContents()).toEqual([`${variant} ${percent(leads, visitors)}`, expect.stringMatching(/^95% interval \d+\.\d\d% – \d+\.\d\d%$/)]);
        for (const label of await labels.all()) {
          const labelBox = await label.boundingBox();
          expect(labelBox && box && labelBox.x + labelBox.width <= box.x + box.width + 1, `${variant} at ${size.width} px`).toBe(true);
        }
        const row = section.locator(`tr[data-variant="${variant}"]`);
        expect(await row.locator('th, td').allInnerTexts()).toEqual(expect.arrayContaining([variant, String(visitors), String(leads), percent(leads, visitors)]));
      }
      // The checks before any verdict: the split against the declared 50/50, and the minimum (a week, 100 visitors and 5 leads per arm).
      expect(await section.locator('[data-check="sample-ratio"]').textContent()).toMatch(/^Split of visitors: as the weights say \(control \d+\.\d\d% of 50\.00%, form-first \d+\.\d\d% of 50\.00%\)\.$/);
      expect(await section.locator('[data-check="minimum"]').textContent()).toMatch(/^No verdict yet: 0 of 7 full days, \d+ of 100 visitors in control, /);
      expect(await section.locator('li[data-verdict="too-early"]').textContent()).toMatch(/^form-first: Too early for a verdict: 0 of 7 full days/);
      expect(await section.locator('li[data-verdict="too-early"]').isVisible()).toBe(true);
      // Nothing runs off the side of a phone's screen but the table, which scrolls in its own box.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      if (size.width === 1280) {
        await section.getByRole('button', { name: 'Promote form-first' }).click();
        // Promote asks first, with the figures the request will carry.
        const confirm = page.getByRole('region', { name: 'Promote form-first of familytravel-form-first?' });
        await confirm.waitFor();
        expect(await confirm.textContent()).toContain(`Figures when promoted: control ${sent.control.visitors} visitor${sent.control.visitors === 1 ? '' : 's'}, ${sent.control.leads} lead${sent.control.leads === 1 ? '' : 's'} (`);
        await confirm.getByRole('button', { name: 'Yes, request promoting form-first' }).click();
        const status = page.getByRole('status').filter({ hasText: 'Change request #' });
        await status.waitFor();
        expect(await status.textContent()).toMatch(/^Change request #\d+ made: form-first becomes the page's order once a developer applies it\. Preview #\d+ · All change requests$/);
        requestId = Number(/#(\d+)/.exec((await status.textContent()) ?? '')?.[1]);
      }
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('lists the promotion in npm run studio:requests', async () => {
    expect(requestId).toBeGreaterThan(0);
    await e2e.site.stop();
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: e2e.dataDir };
    delete env.DATABASE_URL;
    const listed = execFileSync('npm', ['run', '-s', 'studio:requests'], { env, encoding: 'utf8' });
    expect(listed).toContain(`#${requestId}`);
    expect(listed).toContain(`${MARKETER.name}  page-configs/pages/landing-familytravel.json  open`);
    expect(listed).toContain("note: Promote form-first of the experiment familytravel-form-first on /landing-familytravel/: its section order becomes the page's own and the experiment ends.");
  });
});
