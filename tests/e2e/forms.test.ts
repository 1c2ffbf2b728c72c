import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NEXT_YEAR } from '../../src/forms/test-support/upcoming-trip';
import { DESKTOP, MOBILE, NARROWEST, newContext, openHydrated, runAxe, describeViolations } from './a11y-support';
import { fillEnquiry } from './enquiry-form-support';
import { siteAndBrowserForFile } from './support/site-and-browser';

/**
 * The forms' checks of issue 17 in Chromium against the built site: an unanswerable e-mail and a
 * trip that ends before it starts are refused on their fields before any request leaves the
 * page; the appointment calendar's month and year dropdowns move it, in the site's colours.
 */
const e2e = siteAndBrowserForFile({ TRUST_PROXY: 'true' });

let visitor = 0;
async function visit(width: number, path: string, options: { contrast?: 'more' } = {}) {
  const context = await newContext(e2e.browser, width, { extraHTTPHeaders: { 'x-forwarded-for': `192.0.2.${(visitor += 1)}` } });
  if (options.contrast) await context.addCookies([{ name: 'contrast', value: options.contrast, url: e2e.site.url }]);
  const opened = await openHydrated(context, `${e2e.site.url}${path}`);
  return { ...opened, context };
}

/** The form requests the page sends from now on (a refused form must send none). */
function formRequests(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/enquiries/') || request.method() === 'POST') sent.push(`${request.method()} ${pathname}`);
  });
  return sent;
}

const errorOf = (page: Page, id: string) => page.locator(`#${id}-error`).innerText();
const invalid = (page: Page, id: string) => page.locator(`#${id}`).getAttribute('aria-invalid');
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id);

describe('the lead form (/landing-cruise/)', () => {
  it.each([MOBILE, DESKTOP])("refuses 'lena@' on the e-mail field and sends nothing, then sends the corrected lead (%i px)", async (width) => {
    const { page, context, problems } = await visit(width, '/landing-cruise/');
    const sent = formRequests(page);
    await page.fill('#lead-form-fullName', 'Lena Ortiz');
    await page.fill('#lead-form-email', 'lena@');
    await page.fill('#lead-form-phone', '+13035550166');
    await page.fill('#lead-form-city', 'Denver');
    await page.selectOption('#lead-form-country', { label: 'Canada' });
    await page.fill('#lead-form-travelDate', `${NEXT_YEAR}-03-09`);
    await page.fill('#lead-form-comment', 'Two adults and two kids, flexible on dates, thank you.');
    await page.getByRole('button', { name: 'Talk to a Travel Expert' }).click();

    await expect(errorOf(page, 'lead-form-email')).resolves.toBe('Please enter a valid email address.');
    expect(await invalid(page, 'lead-form-email')).toBe('true');
    expect(await focusedId(page)).toBe('lead-form-email');
    expect(sent).toEqual([]);

    await page.fill('#lead-form-email', 'lena.ortiz@example.com');
    await page.getByRole('button', { name: 'Talk to a Travel Expert' }).click();
    await page.getByRole('alert').filter({ hasText: 'Thanks! Our family travel expert will contact you soon.' }).waitFor();
    expect(sent).toEqual(['POST /api/enquiries/lead_contact']);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the enquiry form (/go/)', () => {
  it('refuses an end before the start, then days that are over, on their fields, sending nothing until they are right (1280 px)', async () => {
    const { page, context, problems } = await visit(DESKTOP, '/go/');
    const sent = formRequests(page);
    await fillEnquiry(page, { start: `${NEXT_YEAR}-07-18T17:00`, end: `${NEXT_YEAR}-07-04T09:30` });
    await page.getByRole('button', { name: 'Submit Enquiry' }).click();
    await expect(errorOf(page, 'enquiry-end_date')).resolves.toBe('The end date must be after the start date.');
    expect(await invalid(page, 'enquiry-end_date')).toBe('true');
    expect(await invalid(page, 'enquiry-start_date')).toBeNull();
    expect(await focusedId(page)).toBe('enquiry-end_date');

    await page.fill('#enquiry-start_date', '2020-07-04T09:30');
    await page.fill('#enquiry-end_date', '2020-07-18T17:00');
    await page.getByRole('button', { name: 'Submit Enquiry' }).click();
    await expect(errorOf(page, 'enquiry-start_date')).resolves.toBe('This date is in the past. Please choose today or a later date.');
    await expect(errorOf(page, 'enquiry-end_date')).resolves.toBe('This date is in the past. Please choose today or a later date.');
    expect(sent).toEqual([]);

    await page.fill('#enquiry-start_date', `${NEXT_YEAR}-07-04T09:30`);
    await page.fill('#enquiry-end_date', `${NEXT_YEAR}-07-18T17:00`);
    await page.getByRole('button', { name: 'Submit Enquiry' }).click();
    await page.getByRole('alert').filter({ hasText: 'Thank you! Your enquiry has been submitted successfully.' }).waitFor();
    expect(sent).toEqual(['POST /api/enquiries/register']);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the appointment calendar (/david-brooks/)', () => {
  const calendar = (page: Page) => page.locator('.appointment-panel__calendar');
  const gridName = (page: Page) => calendar(page).getByRole('grid').getAttribute('aria-label');
  const selectedDay = (page: Page) =>
    calendar(page)
      .locator('.rdp-selected .rdp-day_button')
      .evaluate((button) => ({ background: getComputedStyle(button).backgroundColor, color: getComputedStyle(button).color }));

  async function calendarContrast(page: Page, rule: string) {
    const violations = await runAxe(page, { rules: [rule] });
    const inCalendar = violations
      .map((violation) => ({ ...violation, nodes: violation.nodes.filter((node) => node.target.join(' ').includes('rdp')) }))
      .filter((violation) => violation.nodes.length > 0);
    return describeViolations(rule, inCalendar);
  }

  it.each([NARROWEST, MOBILE, DESKTOP])('jumps years and months with the dropdowns, within the card (%i px)', async (width) => {
    const { page, context, problems } = await visit(width, '/david-brooks/');
    const today = await gridName(page);
    expect(today).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    const year = calendar(page).getByRole('combobox', { name: 'Year' });
    const month = calendar(page).getByRole('combobox', { name: 'Month' });
    const thisYear = Number(today?.split(' ')[1]);
    const years = await year.locator('option').allInnerTexts();
    expect(years).toEqual(Array.from({ length: 21 }, (_, index) => String(thisYear - 10 + index)));

    await year.selectOption(String(thisYear + 4));
    expect(await gridName(page)).toBe(`${today?.split(' ')[0]} ${thisYear + 4}`);
    // September: the longest month name, the widest caption.
    await month.selectOption({ label: 'September' });
    expect(await gridName(page)).toBe(`September ${thisYear + 4}`);
    await calendar(page).getByRole('button', { name: new RegExp(`, September 12, ${thisYear + 4}$`) }).click();
    await expect(page.locator('.appointment-panel__selected').innerText()).resolves.toMatch(
      new RegExp(`^Selected date: \\w+, September 12, ${thisYear + 4}$`),
    );
    // The day cells are grid cells for assistive technology without a role attribute of their own.
    expect(await calendar(page).getByRole('gridcell').count()).toBeGreaterThanOrEqual(28);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const fits = await calendar(page).evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(fits, 'the month (arrows and dropdowns included) fits the card without scrolling').toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("draws the selected day in the site's primary colour, not the library's blue, at 4.5:1 or more (standard theme)", async () => {
    const { page, context } = await visit(DESKTOP, '/david-brooks/');
    expect(await selectedDay(page)).toEqual({ background: 'rgb(11, 79, 108)', color: 'rgb(255, 255, 255)' });
    const chevron = await calendar(page).locator('.rdp-chevron').first().evaluate((svg) => getComputedStyle(svg).fill);
    expect(chevron).toBe('rgb(11, 79, 108)');
    expect(await calendarContrast(page, 'color-contrast')).toEqual([]);
    await context.close();
  });

  it('darkens with the high-contrast theme and meets 7:1', async () => {
    const { page, context } = await visit(MOBILE, '/david-brooks/', { contrast: 'more' });
    expect(await selectedDay(page)).toEqual({ background: 'rgb(8, 58, 80)', color: 'rgb(255, 255, 255)' });
    expect(await calendarContrast(page, 'color-contrast-enhanced')).toEqual([]);
    await context.close();
  });
});
