import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { reusedPages } from './support/reused-pages';
import { siteAndBrowserForFile } from './support/site-and-browser';
import { viewportAt } from './support/screens';
import { DESKTOP, menuToggle, MOBILE, newContext, openHydrated } from './a11y-support';
import { arrowToOption, focusStop, tabThroughPage, tabTo, tabToNextElement } from './a11y-keyboard-support';
import { carouselReady, waitForCarouselLoop } from './carousel-support';
import { leadsOf } from './leads-support';
import { NEXT_YEAR } from '../../src/forms/test-support/upcoming-trip';

/**
 * The site with the keyboard alone, in Chromium against the built site: the skip link, the order
 * and the focus ring of every stop, menus, carousels, Read More, the region dropdown, the calendar,
 * and the enquiry and lead forms filled and sent without a mouse.
 */
/** Its own data directory: the sent forms are read back from the store at the end. */
const e2e = siteAndBrowserForFile({}, { keepData: true });

/**
 * One page per width: each test loads its address there, a new document whose focus starts at its
 * top as in a new page. The page's HTTP cache stays warm between tests.
 */
const pageFor = reusedPages(() => e2e.browser);

async function open(path: string, width = DESKTOP) {
  const { page, context } = await pageFor({ viewport: viewportAt(width) });
  const { problems } = await openHydrated(context, `${e2e.site.url}${path}`, page);
  return { page, problems };
}

/** A new visitor's own page, for a test about what the first visit downloads. */
async function openFresh(path: string, width = DESKTOP) {
  const context = await newContext(e2e.browser, width);
  const { page, problems } = await openHydrated(context, `${e2e.site.url}${path}`);
  return { page, context, problems };
}

const activeMatches = (page: Page, selector: string) => page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector);
const activeText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('skip link and tab order', () => {
  it('the first Tab shows "Skip to main content"; Enter moves the focus to the main content', async () => {
    const { page } = await open('/family-travel/');
    await page.keyboard.press('Tab');
    expect(await activeText(page)).toBe('Skip to main content');
    const box = await page.locator('.skip-link').boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  it.each([
    ['/', DESKTOP],
    ['/go/', DESKTOP],
    ['/landing-cruise/', MOBILE],
    ['/david-brooks/', DESKTOP],
    ['/country/kenya/', MOBILE],
    ['/testimonials/', DESKTOP],
  ])('%s at %i px: every Tab stop is visible, shows a focus ring, and follows the document order', async (path, width) => {
    const { page, problems } = await open(path, width);
    const stops = await tabThroughPage(page);
    expect(stops.length).toBeGreaterThan(10);
    expect(stops.filter((stop) => !stop.visible).map((stop) => stop.label)).toEqual([]);
    expect(stops.filter((stop) => !stop.ring).map((stop) => stop.label)).toEqual([]);
    const backwards = stops.filter((stop, index) => index > 0 && stop.order < stops[index - 1]!.order);
    expect(backwards.map((stop) => stop.label)).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe('menus', () => {
  it('desktop: Enter opens a dropdown, arrows move through it, the nested flyout opens, Escape closes and returns focus', async () => {
    const { page } = await open('/family-travel/');
    // Our Specialties: Tab reaches its link (to /services/), then the button that opens its list.
    await tabTo(page, '.desktop-nav__link--parent');
    expect(await activeText(page)).toBe('Our Specialties');
    await tabTo(page, '.desktop-nav__trigger', 1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Our Specialties submenu');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    expect(await activeText(page)).toBe('Family Travel');
    await tabTo(page, '.desktop-nav__subtrigger', 20);
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/disney-vacations/');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.desktop-nav__trigger[aria-expanded="true"]').count()).toBe(0);
    await expect.poll(() => activeMatches(page, '.desktop-nav__trigger, .desktop-nav__subtrigger')).toBe(true);
  });

  it('mobile: the menu opens from the keyboard, keeps the focus inside, its groups expand, Escape returns to the button', async () => {
    // Its own context: the test waits for the dialog's code to download, which a page of earlier
    // tests may already hold.
    const { page, context } = await openFresh('/family-travel/', MOBILE);
    const dialogCode = page.waitForResponse((response) => /\/mobile-menu-dialog-[\w-]+\.js$/.test(response.url()));
    await tabTo(page, 'button[aria-label="Open menu"]');
    // The focus asks for the dialog's code; its arrival must not take the focus off the hamburger.
    await dialogCode;
    await page.waitForTimeout(100);
    expect(await activeMatches(page, 'button[aria-label="Open menu"]')).toBe(true);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    for (let presses = 0; presses < 40; presses += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    }
    await tabTo(page, '[role="dialog"] button[aria-expanded="false"]', 40);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('true');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    // Radix returns the focus in an effect after the dialog leaves the DOM: a moment on <body>.
    await expect.poll(() => activeMatches(page, 'button[aria-label="Open menu"]')).toBe(true);
    await context.close();
  });
});

describe('carousels, Read More, region, calendar', () => {
  it('the package slider: a named arrow moves it from the keyboard and the slides in view are announced', async () => {
    const { page } = await open('/');
    await waitForCarouselLoop(page, '.package-slider');
    const frame = page.locator('.package-slider');
    const live = frame.locator('[aria-live="polite"]');
    const total = new Set(await frame.locator('[data-slide]').evaluateAll((slides) => slides.map((slide) => slide.getAttribute('data-slide')))).size;
    expect(await live.textContent()).toBe('');
    await tabTo(page, 'button[aria-label="Next journeys"]');
    await page.keyboard.press('Enter');
    await expect.poll(() => live.textContent()).toMatch(new RegExp(`^Showing slides 2, 3, 4 and 5 of \\d+$`));
    expect(total).toBeGreaterThan(0);
    // Out-of-view slides are out of the tab order; the focus stays on the arrow.
    expect(await activeMatches(page, 'button[aria-label="Next journeys"]')).toBe(true);
    await page.keyboard.press('Shift+Tab');
    const stop = await focusStop(page);
    expect(await page.evaluate(() => document.activeElement?.closest('[inert], [aria-hidden="true"]') === null)).toBe(true);
    expect(stop?.visible).toBe(true);
  });

  it('the review carousel: Next review and the arrow keys move one card, wrapping, announced in a live region', async () => {
    const { page } = await open('/');
    await waitForCarouselLoop(page, '.review-carousel');
    const live = page.locator('.review-carousel [aria-live="polite"]');
    const firstShown = () => page.locator('.review-carousel .react-multi-carousel-item[aria-hidden="false"] .review-card__name').first().innerText();
    expect(await firstShown()).toBe('The Alvarez Family');
    expect(await live.textContent()).toBe('');
    await tabTo(page, 'button[aria-label="Next review"]');
    await page.keyboard.press('Space');
    await expect.poll(firstShown).toBe('Megan & Chris P.');
    await expect.poll(() => live.textContent()).toMatch(/^Showing slides? 2\b.* of 6$/);
    await carouselReady(page, '.review-carousel'); // the carousel ignores a move during its 500 ms transition
    // A review in view takes the focus, and the arrow keys move the carousel from there (wrapping).
    await page.locator('.review-carousel .react-multi-carousel-item[aria-hidden="false"] [data-slide]').first().focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(firstShown).toBe('The Alvarez Family');
    await carouselReady(page, '.review-carousel'); // the carousel ignores a move during its 500 ms transition
    await page.locator('.review-carousel .react-multi-carousel-item[aria-hidden="false"] [data-slide]').first().focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(firstShown).toBe('Priya S.');
  });

  it('Read More opens a testimonial with Enter and closes it with Space', async () => {
    const { page } = await open('/testimonials/');
    await waitForCarouselLoop(page, '.testimonial-carousel');
    await tabTo(page, '.react-multi-carousel-item[aria-hidden="false"] .testimonial-card__toggle');
    const textId = await page.evaluate(() => document.activeElement?.getAttribute('aria-controls') ?? '');
    const text = page.locator(`[id="${textId}"]`);
    const collapsed = (await text.boundingBox())?.height ?? 0;
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('true');
    expect(await activeText(page)).toBe('Read Less');
    expect((await text.boundingBox())?.height ?? 0).toBeGreaterThan(collapsed);
    await page.keyboard.press('Space');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('false');
  });

  it('the footer region dropdown changes with the arrow keys', async () => {
    const { page } = await open('/family-travel/');
    await tabTo(page, '.region-select select', 200);
    const first = await page.evaluate(() => (document.activeElement as HTMLSelectElement).value);
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => (document.activeElement as HTMLSelectElement).value)).not.toBe(first);
  });

  it('the appointment calendar: arrows move between days and Enter picks one', async () => {
    const { page } = await open('/david-brooks/');
    await tabTo(page, '.rdp-day_button');
    const before = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    expect(before).toMatch(/^Today, \w+day, \w+ \d+, \d{4}, selected$/);
    await page.keyboard.press('ArrowRight');
    const next = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    expect(next).not.toBe(before);
    await page.keyboard.press('Enter');
    const picked = next.replace(/, selected$/, '');
    await expect.poll(() => page.locator('.appointment-panel__selected').textContent()).toBe(`Selected date: ${picked}`);
  });
});

describe('the mobile menu button is reachable at 390 px on every header variant', () => {
  it.each(['/family-travel/', '/country/kenya/', '/landing-kenya-vacations/', '/landing-cruise/'])('%s', async (path) => {
    const { page } = await open(path, MOBILE);
    await tabTo(page, 'button[aria-label="Open menu"]', 60);
    expect(await menuToggle(page).isVisible()).toBe(true);
  });
});

/** Every required control of the form, with whether its visible label marks it with a '*'. */
const requiredMarks = (page: Page, form: string) =>
  page.locator(`${form} [required], ${form} [aria-required="true"]`).evaluateAll((controls) =>
    controls.map((control) => {
      const label = (control as HTMLInputElement).labels?.[0]?.textContent ?? '';
      return `${control.id}: ${label.trim().endsWith('*') ? 'marked' : 'NOT marked'}`;
    }),
  );

describe('form errors from the keyboard', () => {
  it.each([
    // A fresh enquiry is in custom mode ('Customize Your Destination' is the empty option): its text box is first.
    ['/go/', '.enquiry-form', 'Submit Enquiry', '#enquiry-custom_destination', 'Please enter a custom destination.'],
    ['/landing-cruise/', '.lead-form', 'Talk to a Travel Expert', '#lead-form-fullName', 'Full name is required.'],
  ])('%s: required fields say so in text; an empty submit focuses the first error, which the field announces', async (path, form, submit, first, message) => {
    const { page } = await open(path);
    expect(await page.locator(form).getByText('Fields marked * are required.').isVisible()).toBe(true);
    const marks = await requiredMarks(page, form);
    expect(marks.length).toBeGreaterThan(4);
    expect(marks.filter((mark) => mark.endsWith('NOT marked'))).toEqual([]);

    await tabTo(page, `${form} button[type="submit"]`, 250);
    expect(await activeText(page)).toBe(submit);
    await page.keyboard.press('Enter');
    await expect.poll(() => activeMatches(page, first)).toBe(true);
    expect(await page.locator(first).getAttribute('aria-invalid')).toBe('true');
    // The error is part of the field's description, read out with the field as it gets focus.
    const described = await page.evaluate(() =>
      (document.activeElement?.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(described).toContain(message);
  });
});

describe('forms with the keyboard alone', () => {
  it('/go/: the enquiry form is filled in order, sent with Space, and thanks the visitor', async () => {
    const { page, problems } = await open('/go/');
    await tabTo(page, '#enquiry-destination', 150);
    await arrowToOption(page, 'Italy');
    const next = async (selector: string) => {
      await tabToNextElement(page);
      expect(await focusStop(page).then((stop) => stop?.label)).toContain(selector.slice(1));
    };
    await next('#enquiry-start_date');
    await page.keyboard.type(`0704${NEXT_YEAR}`);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('0930A');
    await next('#enquiry-end_date');
    await page.keyboard.type(`0718${NEXT_YEAR}`);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('0500P');
    await next('#enquiry-month');
    await arrowToOption(page, 'July');
    await next('#enquiry-people');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await next('#enquiry-per_head');
    await page.keyboard.type('2500');
    await next('#enquiry-budget');
    await next('#enquiry-comments');
    await page.keyboard.type('A quiet villa near Florence, sent without a mouse.');
    await next('#enquiry-fname');
    await page.keyboard.type('Kim');
    await next('#enquiry-lname');
    await page.keyboard.type('Keys');
    await next('#enquiry-email');
    await page.keyboard.type('kim.keys@example.com');
    await next('#enquiry-conf_email');
    await page.keyboard.type('kim.keys@example.com');
    await next('#enquiry-phone_code');
    const usCode = await page.locator('#enquiry-phone_code option[value="+1"]').textContent();
    await arrowToOption(page, usCode ?? '+1');
    await next('#enquiry-phone');
    await page.keyboard.type('3035550142');
    await tabToNextElement(page);
    expect(await activeText(page)).toBe('Submit Enquiry');

    await Promise.all([page.waitForRequest((r) => r.url().endsWith('/api/enquiries/register')), page.keyboard.press('Space')]);
    await page.getByRole('alert').filter({ hasText: 'Thank you! Your enquiry has been submitted successfully.' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('/landing-cruise/: the lead form is filled in order, sent with Enter, and thanks the visitor (390 px)', async () => {
    const { page, problems } = await open('/landing-cruise/', MOBILE);
    await tabTo(page, '#lead-form-fullName', 200);
    await page.keyboard.type('Lee Keys');
    const fill = async (selector: string, text: string) => {
      await tabToNextElement(page);
      expect(await activeMatches(page, selector)).toBe(true);
      if (text) await page.keyboard.type(text);
    };
    await fill('#lead-form-email', 'lee.keys@example.com');
    await fill('#lead-form-phone', '+13035550166');
    await fill('#lead-form-city', 'Denver');
    await fill('#lead-form-country', '');
    await arrowToOption(page, 'Canada');
    await fill('#lead-form-travelDate', '03092027');
    await fill('#lead-form-comment', 'Two adults and two kids, a balcony cabin, thank you.');
    await tabToNextElement(page);
    expect(await activeMatches(page, 'button[type="submit"]')).toBe(true);

    await Promise.all([page.waitForRequest((r) => r.url().endsWith('/api/enquiries/lead_contact')), page.keyboard.press('Enter')]);
    await page.getByRole('alert').filter({ hasText: 'Thanks! Our family travel expert will contact you soon.' }).waitFor();
    expect(problems).toEqual([]);
  });
});

describe('what the keyboard sent', () => {
  it('both forms are stored exactly as typed (npm run leads, site stopped)', async () => {
    await e2e.site.stop();
    const leads = await leadsOf(e2e.dataDir);
    const enquiry = leads.find((lead) => lead.email === 'kim.keys@example.com');
    expect(enquiry).toMatchObject({ kind: 'enquiry', page: '/go/', name: 'Kim Keys', travel: `04-07-${NEXT_YEAR} 09:30:00 to 18-07-${NEXT_YEAR} 17:00:00` });
    expect(enquiry?.payload).toMatchObject({ destination: '2', month: 7, people: 4, per_head: 2500, phone_code: '+1', phone: '3035550142' });
    const lead = leads.find((entry) => entry.email === 'lee.keys@example.com');
    expect(lead).toMatchObject({ kind: 'lead', page: '/landing-cruise/', name: 'Lee Keys', travel: '09-03-2027' });
    expect(lead?.payload).toMatchObject({ lead_page: 'landing-cruise', travel_date: '09-03-2027', phone: '+13035550166', city: 'Denver' });
  });
});
