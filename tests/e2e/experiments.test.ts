import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/database';
import { experimentReports } from '../../server/experiments/experiment-report';
import { watchConsole } from './support/browser';
import { siteAndBrowserForFile } from './support/site-and-browser';
import { shownText } from './support/sections';
import { CHROME_USER_AGENT, HOUSE_SCREENS } from './support/screens';
import { VARIANT_COOKIE, variantsOfCookies } from '../../src/engine/experiment-variant';

/**
 * The experiment on /landing-familytravel/ (docs/experiments.md) as real visitors meet it in
 * Chromium: the server's HTML already holds the visitor's variant, it stays across a reload and
 * client-side navigation, and a lead sent from variant B is counted for B.
 * Headless Chromium names itself HeadlessChrome, a crawler to isbot: these visitors send a
 * desktop Chrome's user agent.
 */
const e2e = siteAndBrowserForFile({}, { keepData: true });
const PATH = '/landing-familytravel/';
const B_HEADING = 'Tell Us About Your Family Trip';
const CONTROL_HEADING = 'Talk to a Family Travel Expert';

/** The page's section headings in order, as the server sent them (before any script ran). */
async function serverOrder(context: BrowserContext): Promise<string[]> {
  const response = await context.request.get(`${e2e.site.url}${PATH}`, { headers: { 'user-agent': CHROME_USER_AGENT } });
  const html = await response.text();
  return [...html.matchAll(/<h2 id="(story|lead-form|the-fix)-heading"[^>]*>([^<]*)/g)].map((match) => match[2] ?? '');
}

/** The two headings in page order, each read as a visitor scrolling to it sees it. */
async function orderOnScreen(page: Page): Promise<string[]> {
  const texts: string[] = [];
  for (const heading of await page.locator('h2#story-heading, h2#lead-form-heading').all()) texts.push(await shownText(heading));
  return texts;
}

async function visitor(browser: Browser, size: (typeof HOUSE_SCREENS)[number], ip: number) {
  const context = await browser.newContext({
    userAgent: CHROME_USER_AGENT,
    viewport: { width: size.width, height: size.height },
    hasTouch: size.hasTouch,
    isMobile: size.isMobile,
    extraHTTPHeaders: { 'x-forwarded-for': `192.0.2.${ip}` },
  });
  const page = await context.newPage();
  const problems = watchConsole(page);
  // Arriving from an ad: the first touch is this campaign.
  await page.goto(`${e2e.site.url}${PATH}?utm_source=e2e-ads&utm_campaign=fall`, { waitUntil: 'networkidle' });
  const cookie = (await context.cookies()).find((c) => c.name === VARIANT_COOKIE)?.value;
  return { context, page, problems, variant: variantsOfCookies(`${VARIANT_COOKIE}=${cookie ?? ''}`).get('familytravel-form-first') };
}

describe('an experiment on a landing page', () => {
  it('renders each visitor their variant on the server, and keeps it across reloads and client navigation (390, 800, 1280 px)', async () => {
    const seen = new Set<string>();
    let ip = 10;
    for (let attempt = 0; attempt < 12 && seen.size < 2; attempt += 1) {
      const size = HOUSE_SCREENS[attempt % HOUSE_SCREENS.length]!;
      const { context, page, problems, variant } = await visitor(e2e.browser, size, (ip += 1));
      expect(variant === 'control' || variant === 'form-first').toBe(true);
      seen.add(variant ?? '');
      const expected = variant === 'form-first' ? [B_HEADING, 'Our Story Started With a Family Trip'] : ['Our Story Started With a Family Trip', CONTROL_HEADING];
      // The server's HTML for this visitor (its cookie) already has the variant's order.
      const fromServer = await serverOrder(context);
      expect(fromServer.filter((text) => text !== 'The Fix')).toEqual(expected);
      expect(await orderOnScreen(page)).toEqual(expected);
      await page.reload({ waitUntil: 'networkidle' });
      expect(await orderOnScreen(page)).toEqual(expected);
      // Away and back inside the app: the browser renders the same variant from the cookie.
      await page.locator('a[href="/go/"]').filter({ visible: true }).first().click();
      await page.waitForURL(`${e2e.site.url}/go/`);
      await page.locator('h1').first().waitFor();
      await page.goBack();
      await page.waitForURL((url) => url.pathname === PATH);
      await page.locator('h2#lead-form-heading').waitFor();
      expect(await orderOnScreen(page)).toEqual(expected);
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
      expect(problems).toEqual([]);
      await context.close();
    }
    expect([...seen].sort()).toEqual(['control', 'form-first']);
  });

  it('shows a visitor sending Global Privacy Control the control, with no cookie', async () => {
    const context = await e2e.browser.newContext({ userAgent: CHROME_USER_AGENT, extraHTTPHeaders: { 'sec-gpc': '1', 'x-forwarded-for': '192.0.2.90' } });
    const page = await context.newPage();
    await page.goto(`${e2e.site.url}${PATH}`, { waitUntil: 'networkidle' });
    expect(await orderOnScreen(page)).toEqual(['Our Story Started With a Family Trip', CONTROL_HEADING]);
    expect((await context.cookies()).map((c) => c.name)).toEqual([]);
    await context.close();
  });

  it('counts a lead sent from variant B for B, with its campaign', async () => {
    let found: Awaited<ReturnType<typeof visitor>> | undefined;
    for (let ip = 100; ip < 130 && !found; ip += 1) {
      const candidate = await visitor(e2e.browser, HOUSE_SCREENS[2]!, ip);
      if (candidate.variant === 'form-first') found = candidate;
      else await candidate.context.close();
    }
    if (!found) throw new Error('no visitor drew form-first in 30 tries');
    const { page, context } = found;
    await page.fill('#lead-form-fullName', 'Bea Variant');
    await page.fill('#lead-form-email', 'bea@example.com');
    await page.fill('#lead-form-phone', '+13035550166');
    await page.fill('#lead-form-city', 'Denver');
    await page.selectOption('#lead-form-country', { label: 'Canada' });
    await page.fill('#lead-form-travelDate', '2027-03-09');
    await page.fill('#lead-form-comment', 'Two adults and two kids, flexible on dates, thank you.');
    await page.getByRole('button', { name: 'Talk to a Travel Expert' }).click();
    await page.getByRole('alert').filter({ hasText: 'Thanks!' }).waitFor();
    await context.close();

    await e2e.site.stop();
    const db = await openPglite(e2e.dataDir);
    try {
      const report = (await experimentReports(db)).find((r) => r.experiment === 'familytravel-form-first');
      const b = report?.variants.find((v) => v.variant === 'form-first');
      const control = report?.variants.find((v) => v.variant === 'control');
      expect(b?.leads).toBe(1);
      expect(control?.leads ?? 0).toBe(0);
      expect(b?.campaigns).toEqual([{ source: 'e2e-ads', campaign: 'fall', leads: 1 }]);
      expect((b?.visitors ?? 0) + (control?.visitors ?? 0)).toBeGreaterThanOrEqual(2);
    } finally {
      await db.close();
    }
  });
});
