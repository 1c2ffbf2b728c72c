import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NEXT_YEAR } from '../../src/forms/test-support/upcoming-trip';
import { newContext, openHydrated } from './a11y-support';
import { fillEnquiry } from './enquiry-form-support';
import { leadsOf } from './leads-support';
import { HOUSE_SCREENS } from './support/screens';
import { siteAndBrowserForFile } from './support/site-and-browser';

/**
 * The enquiry form (/go/) and a landing page's lead form sent as a visitor sends them, at 390 px
 * with touch, 800 px and 1280 px: the success text on screen, the focus on it (issue 22), and the
 * stored rows the agency then lists with `npm run leads` (the site stopped first: the embedded
 * store allows one process).
 */
const e2e = siteAndBrowserForFile({ TRUST_PROXY: 'true' }, { keepData: true });

const WIDTHS = HOUSE_SCREENS;

let visitor = 0;
async function visit(width: number, touch: boolean, path: string) {
  const context = await newContext(e2e.browser, width, {
    hasTouch: touch,
    isMobile: touch,
    // One client address per visit: the POST limit is per address.
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${(visitor += 1)}` },
  });
  const opened = await openHydrated(context, `${e2e.site.url}${path}`);
  return { ...opened, context };
}

const press = (page: Page, touch: boolean, name: string) => {
  const button = page.getByRole('button', { name });
  return touch ? button.tap() : button.click();
};

/** The text of the focused element when it is the form's outcome line; null otherwise. */
const focusedOutcome = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    return focused?.getAttribute('role') === 'alert' && focused.classList.contains('form-outcome') ? focused.textContent : null;
  });

describe('sending the forms at three widths', () => {
  it.each(WIDTHS)('sends an enquiry on /go/ and focuses the thanks ($width px)', async ({ width, hasTouch: touch }) => {
    const { page, context, problems } = await visit(width, touch, '/go/');
    await fillEnquiry(page, { first: `Width${width}`, email: `enquiry.${width}@example.com` });
    await press(page, touch, 'Submit Enquiry');
    const thanks = page.getByRole('alert').filter({ hasText: 'Thank you! Your enquiry has been submitted successfully.' });
    await thanks.waitFor();
    expect(await thanks.isVisible()).toBe(true);
    await expect.poll(() => focusedOutcome(page)).toBe('Thank you! Your enquiry has been submitted successfully.');
    expect(await page.locator('#enquiry-fname').inputValue()).toBe('');
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(WIDTHS)('sends a lead on /landing-cruise/ and focuses the thanks ($width px)', async ({ width, hasTouch: touch }) => {
    const { page, context, problems } = await visit(width, touch, '/landing-cruise/');
    await page.fill('#lead-form-fullName', `Lead Width${width}`);
    await page.fill('#lead-form-email', `lead.${width}@example.com`);
    await page.fill('#lead-form-phone', '+13035550166');
    await page.fill('#lead-form-city', 'Denver');
    await page.selectOption('#lead-form-country', { label: 'Canada' });
    await page.fill('#lead-form-travelDate', `${NEXT_YEAR}-03-09`);
    await page.fill('#lead-form-comment', 'Two adults and two kids, flexible on dates, thank you.');
    await press(page, touch, 'Talk to a Travel Expert');
    const thanks = page.getByRole('alert').filter({ hasText: 'Thanks! Our family travel expert will contact you soon.' });
    await thanks.waitFor();
    expect(await thanks.isVisible()).toBe(true);
    await expect.poll(() => focusedOutcome(page)).toBe('Thanks! Our family travel expert will contact you soon.');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('stored each of them once, as the agency lists them', { timeout: 120_000 }, async () => {
    await e2e.site.stop();
    const rows = await leadsOf(e2e.dataDir);
    const sent = rows.filter((row) => /^(enquiry|lead)\.\d+@example\.com$/.test(row.email)).map((row) => `${row.kind} ${row.email} ${row.page}`);
    expect(sent.sort()).toEqual(
      [
        ...WIDTHS.map(({ width }) => `enquiry enquiry.${width}@example.com /go/`),
        ...WIDTHS.map(({ width }) => `lead lead.${width}@example.com /landing-cruise/`),
      ].sort(),
    );
  });
});
