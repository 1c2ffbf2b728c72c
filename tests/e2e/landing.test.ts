import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { siteAndBrowserForFile } from './support/site-and-browser';
import { carouselReady, waitForCarouselLoop } from './carousel-support';
import { leadsOf } from './leads-support';
import { postWithoutScripts, RENDERED } from './support/browser';
import { reusedPages } from './support/reused-pages';
import { reachSection, shownText } from './support/sections';

/**
 * The four campaign landing pages in Chromium at 390 and 1280 px: the banner, the 'Find us on
 * Yelp' carousel, the landing menu's scroll lock, and a lead sent from each page with and without
 * JavaScript, found afterwards with `npm run leads` under its page marker and reversed date.
 */
const pages = [
  { path: '/landing-familytravel/', marker: 'landing-familytravel', menu: false },
  { path: '/landing-cruise/', marker: 'landing-cruise', menu: true },
  { path: '/landing-themepark/', marker: 'landing-themepark', menu: true },
  { path: '/landing-celebration/', marker: 'landing-celebration', menu: true },
] as const;

// Each visitor below speaks from its own address (behind a proxy, as in production), so the
// lead form's limit of 10 posts per address is not spent by the test's eight visitors together.
const e2e = siteAndBrowserForFile({ TRUST_PROXY: 'true' }, { keepData: true });

let visitor = 0;
const asNewVisitor = (page: Page) => page.setExtraHTTPHeaders({ 'x-forwarded-for': `192.0.2.${(visitor += 1)}` });

/**
 * The banner and send tests load their page in one page per width and scripts state (a fresh page
 * costs Chromium a renderer process of its own); the early lead routes the scripts: its own context.
 */
const pageFor = reusedPages(() => e2e.browser);

/** Loads a path as a new visitor's tab would (openPage's options and wait), in the page of its width and scripts state. */
async function open(path: string, { width = 1280, javaScript = true }: { width?: number; javaScript?: boolean } = {}) {
  const { page, problems } = await pageFor({ viewport: { width, height: 900 }, javaScriptEnabled: javaScript });
  // No address of an earlier test's visitor (asNewVisitor): the page loads as a new context's does.
  await page.setExtraHTTPHeaders({});
  const response = await page.goto(`${e2e.site.url}${path}`, { waitUntil: 'networkidle' });
  return { page, response, problems };
}

const bodyScrollLocked = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).overflow === 'hidden' || getComputedStyle(document.documentElement).overflow === 'hidden');

async function fillLead(page: Page, who: { name: string; email: string; date: string }) {
  await page.fill('#lead-form-fullName', who.name);
  await page.fill('#lead-form-email', who.email);
  await page.fill('#lead-form-phone', '+13035550166');
  await page.fill('#lead-form-city', 'Denver');
  await page.selectOption('#lead-form-country', { label: 'Canada' });
  await page.fill('#lead-form-travelDate', who.date);
  await page.fill('#lead-form-comment', 'Two adults and two kids, flexible on dates, thank you.');
}

describe.each(pages)('$path', ({ path, menu }) => {
  it.each([390, 1280])('shows its banner and the Yelp carousel at %i px', async (width) => {
    const { page, response, problems } = await open(path, { width });
    expect(response?.status()).toBe(200);
    expect((await page.locator('h1').innerText()).length).toBeGreaterThan(10);
    const ready = page.getByRole('link', { name: 'Ready To Travel?' }).filter({ visible: true });
    expect(await ready.count()).toBe(1);
    expect(await ready.getAttribute('href')).toBe('/go/');
    await expect(shownText(page.locator('.page-section[data-block="landing-fix"] h2'))).resolves.toBe('The Fix');
    await expect(shownText(page.locator('.page-section[data-block="planning"] h2'))).resolves.toBe('Start Planning Your Family Adventure');

    const carousel = await reachSection(page.locator('.yelp-carousel'));
    await waitForCarouselLoop(page, '.yelp-carousel');
    // The review in view (the carousel's infinite loop clones reviews out of view, aria-hidden).
    const shown = carousel.locator('.react-multi-carousel-item[aria-hidden="false"]');
    await expect(carousel.getByRole('heading').innerText()).resolves.toBe('Find us on Yelp');
    await expect(carousel.locator('.yelp-carousel__count').innerText()).resolves.toBe('1 / 11');
    const firstName = await shown.locator('.yelp-carousel__name').innerText();
    // The first review (over 250 characters) is clamped to 5 lines; Read More shows where that cuts it
    // (always on a phone; on a wide card the five lines may hold it all).
    const cut = await shown.locator('.yelp-carousel__text').evaluate((el) => el.scrollHeight > el.clientHeight + 1);
    if (width === 390) expect(cut).toBe(true);
    expect(await shown.getByRole('button', { name: 'Read More' }).count()).toBe(cut ? 1 : 0);
    if (cut) {
      await shown.getByRole('button', { name: 'Read More' }).click();
      await expect(shown.getByRole('button', { name: 'Read Less' }).getAttribute('aria-expanded')).resolves.toBe('true');
    }
    await carousel.getByRole('button', { name: 'Previous review' }).click();
    await expect.poll(() => carousel.locator('.yelp-carousel__count').innerText()).toBe('11 / 11');
    await carouselReady(page, '.yelp-carousel'); // the carousel ignores a move during its 500 ms transition
    await carousel.getByRole('button', { name: 'Next review' }).click();
    await expect.poll(() => shown.locator('.yelp-carousel__name').innerText()).toBe(firstName);
    // Changing the review collapsed the text.
    if (cut) await expect(shown.getByRole('button', { name: 'Read More' }).getAttribute('aria-expanded')).resolves.toBe('false');
    const clamp = await shown.locator('.yelp-carousel__text').evaluate((el) => getComputedStyle(el).webkitLineClamp);
    expect(clamp).toBe('5');

    if (menu && width === 390) {
      // The campaign header's menu: a full-screen overlay that locks page scrolling while open.
      expect(await bodyScrollLocked(page)).toBe(false);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').waitFor();
      expect(await bodyScrollLocked(page)).toBe(true);
      await page.getByRole('button', { name: 'Close menu' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(await bodyScrollLocked(page)).toBe(false);
    }
    expect(problems).toEqual([]);
  });

  it('sends a lead with JavaScript (1280 px): Submitting..., then the green thanks and a cleared form', async () => {
    const { page, problems } = await open(path);
    await asNewVisitor(page);
    await fillLead(page, { name: `JS ${path}`, email: `js${path.replaceAll('/', '')}@example.com`, date: '2027-03-09' });
    await page.getByRole('button', { name: 'Talk to a Travel Expert' }).click();
    await page.getByRole('alert').filter({ hasText: 'Thanks! Our family travel expert will contact you soon.' }).waitFor();
    expect(await page.inputValue('#lead-form-fullName')).toBe('');
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(problems).toEqual([]);
  });

  it('sends a lead without JavaScript (390 px): the server answers with the messages, then the thanks', async () => {
    const { page } = await open(path, { javaScript: false, width: 390 });
    await asNewVisitor(page);
    await fillLead(page, { name: `NoJS ${path}`, email: `nojs${path.replaceAll('/', '')}@example.com`, date: '2027-04-21' });
    // Seven digits: no number, however it is written (a written +1 number is read: forms-every-visitor).
    await page.fill('#lead-form-phone', '555-0166');
    const refused = await postWithoutScripts(page, () => page.getByRole('button', { name: 'Talk to a Travel Expert' }).click());
    expect(refused?.status()).toBe(400);
    await expect.poll(() => page.locator('#lead-form-phone-error').innerText(), RENDERED).toBe(
      'Phone number must start with +1 and include exactly 10 digits after.',
    );
    expect(await page.inputValue('#lead-form-city')).toBe('Denver');
    await page.fill('#lead-form-phone', '+13035550166');
    const sent = await postWithoutScripts(page, () => page.getByRole('button', { name: 'Talk to a Travel Expert' }).click());
    expect(sent?.status()).toBe(200);
    await expect.poll(() => page.getByRole('alert').innerText(), RENDERED).toBe('Thanks! Our family travel expert will contact you soon.');
  });
});

describe('a lead typed before the scripts ran', () => {
  it.each([
    { width: 390, touch: true },
    { width: 800, touch: false },
    { width: 1280, touch: false },
  ])('is kept when the form hydrates and sent ($width px)', async ({ width, touch }) => {
    const context = await e2e.browser.newContext({ viewport: { width, height: 900 }, hasTouch: touch, isMobile: touch });
    const page = await context.newPage();
    await asNewVisitor(page);
    // The page's scripts wait until the visitor has typed: a slow phone's order of events.
    let release = () => {};
    const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await scriptsMayLoad;
      await route.continue();
    });
    await page.goto(`${e2e.site.url}/landing-celebration/`, { waitUntil: 'domcontentloaded' });
    const email = `early${width}@example.com`;
    await fillLead(page, { name: `Early ${width}`, email, date: '2027-05-11' });
    release();
    // The lead form's own element hydrated (React's keys on it), not only the header.
    await page.waitForFunction(() => Object.keys(document.querySelector('.lead-form__form') ?? {}).some((key) => key.startsWith('__react')));
    expect(await page.inputValue('#lead-form-fullName')).toBe(`Early ${width}`);
    expect(await page.inputValue('#lead-form-comment')).toBe('Two adults and two kids, flexible on dates, thank you.');
    await page.getByRole('button', { name: 'Talk to a Travel Expert' })[touch ? 'tap' : 'click']();
    await page.getByRole('alert').filter({ hasText: 'Thanks! Our family travel expert will contact you soon.' }).waitFor();
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    await context.close();
  });
});

describe('the leads of the landing pages', () => {
  it('are stored with their page marker and the reversed date (npm run leads, site stopped)', async () => {
    await e2e.site.stop();
    const leads = await leadsOf(e2e.dataDir);
    for (const { path, marker } of pages) {
      const js = leads.find((lead) => lead.email === `js${path.replaceAll('/', '')}@example.com`);
      const plain = leads.find((lead) => lead.email === `nojs${path.replaceAll('/', '')}@example.com`);
      expect(js).toMatchObject({ kind: 'lead', page: `/${marker}/`, travel: '09-03-2027' });
      expect(js?.payload).toMatchObject({ lead_page: marker, travel_date: '09-03-2027', country: '2', phone: '+13035550166' });
      expect(plain).toMatchObject({ kind: 'lead', page: `/${marker}/`, travel: '21-04-2027' });
      expect(plain?.payload).toMatchObject({ lead_page: marker, travel_date: '21-04-2027' });
    }
  });
});
