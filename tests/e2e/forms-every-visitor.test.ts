import type { Locator, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appointmentDay } from '../../src/forms/appointment-request';
import { NEXT_YEAR } from '../../src/forms/test-support/upcoming-trip';
import { newContext, openHydrated } from './a11y-support';
import { fillEnquiry } from './enquiry-form-support';
import { leadsOf } from './leads-support';
import { reusedPages } from './support/reused-pages';
import { HOUSE_SCREENS, viewportAt } from './support/screens';
import { siteAndBrowserForFile } from './support/site-and-browser';

/**
 * The forms as every visitor meets them (issue 35), at 390 px with touch, 800 px and 1280 px:
 * without scripts the answer opens at the thanks, which has the focus, and the same post sent again
 * stores nothing new; after any failed send (the server's message, a 500, no connection, the rate
 * limit) the focus is on the message that says what happened, and a retry of the same submission
 * id stores one lead; the advisor's appointment panel takes the name, phone and day to /go/, which
 * opens at its form, with and without scripts; phones are taken as people write them. The stored
 * leads are read as the agency reads them (`npm run leads`, the site stopped first).
 */
const e2e = siteAndBrowserForFile({ TRUST_PROXY: 'true' }, { keepData: true });

const SCREENS = HOUSE_SCREENS;
type Screen = (typeof SCREENS)[number];

const THANKS = { enquiry: 'Thank you! Your enquiry has been submitted successfully.', lead: 'Thanks! Our family travel expert will contact you soon.' };
const RATE_LIMITED = /^Too many submissions from your network\./;

let visitor = 0;
const newAddress = () => `198.51.100.${(visitor += 1)}`;

/**
 * The visits without scripts load their address in one page per screen (a fresh page costs
 * Chromium a renderer process of its own); those with scripts route the form calls: a context each.
 */
const pageFor = reusedPages(() => e2e.browser);

/** A new visitor without scripts (its own client address: the form limit is per address) at a screen's size. */
async function visitWithoutScripts(screen: Screen, path: string) {
  const address = newAddress();
  // The options newContext gives the visits with scripts below.
  const { page } = await pageFor({
    viewport: viewportAt(screen.width),
    hasTouch: screen.hasTouch,
    isMobile: screen.hasTouch,
    javaScriptEnabled: false,
  });
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  await page.goto(`${e2e.site.url}${path}`, { waitUntil: 'load' });
  return { page, address };
}

/** A new visitor with scripts (its own client address: the form limit is per address) at a screen's size, in a context of its own. */
async function visit(screen: Screen, path: string) {
  const address = newAddress();
  const context = await newContext(e2e.browser, screen.width, {
    hasTouch: screen.hasTouch,
    isMobile: screen.hasTouch,
    javaScriptEnabled: true,
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
  const page = await context.newPage();
  await openHydrated(context, `${e2e.site.url}${path}`, page);
  return { page, context, address };
}

const press = (screen: Screen, target: Locator) => (screen.hasTouch ? target.tap() : target.click());

/** Presses a form's button without scripts: the answer is a new page, loaded. */
async function sendWithoutScripts(screen: Screen, page: Page, button: string) {
  const [answer] = await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), press(screen, page.getByRole('button', { name: button, exact: true }))]);
  return answer;
}

/** What has the focus: its id, its text when it is a form's outcome line, and whether it is on screen. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const box = element.getBoundingClientRect();
    return {
      id: element.id,
      outcome: element.classList.contains('form-outcome') ? element.textContent : null,
      onScreen: box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight,
    };
  });

/** Fills the landing page's lead form; the phone as written. */
async function fillLead(page: Page, name: string, email: string, phone: string) {
  await page.fill('#lead-form-fullName', name);
  await page.fill('#lead-form-email', email);
  await page.fill('#lead-form-phone', phone);
  await page.fill('#lead-form-city', 'Denver');
  await page.selectOption('#lead-form-country', { label: 'Canada' });
  await page.fill('#lead-form-travelDate', `${NEXT_YEAR}-03-09`);
  await page.fill('#lead-form-comment', 'Two adults and two kids, flexible on dates, thank you.');
}

/** The rest of the enquiry after the appointment panel filled the name, phone and comment. */
async function completeEnquiry(page: Page, email: string) {
  await page.fill('#enquiry-custom_destination', 'Patagonia');
  await page.fill('#enquiry-start_date', `${NEXT_YEAR}-07-04T09:30`);
  await page.fill('#enquiry-end_date', `${NEXT_YEAR}-07-18T17:00`);
  await page.selectOption('#enquiry-month', { label: 'July' });
  await page.fill('#enquiry-people', '2');
  await page.fill('#enquiry-per_head', '3000');
  await page.fill('#enquiry-email', email);
  await page.fill('#enquiry-conf_email', email);
  await page.selectOption('#enquiry-phone_code', '+1');
}

describe.each(SCREENS)('without scripts at $width px', (screen) => {
  it('an enquiry opens its answer at the thanks, which has the focus; sent again (a reload) it stores nothing new', async () => {
    const { page } = await visitWithoutScripts(screen, '/go/');
    // A fresh form is in custom mode ('Customize Your Destination', the empty option): its box shows.
    await fillEnquiry(page, { first: `Plain${screen.width}`, email: `plain.enquiry.${screen.width}@example.com`, phone: '(303) 555-0123' });
    await page.selectOption('#enquiry-destination', { label: 'Customize Your Destination' });
    await page.fill('#enquiry-custom_destination', 'Patagonia');
    const answer = await sendWithoutScripts(screen, page, 'Submit Enquiry');
    expect(answer?.status()).toBe(200);
    await expect.poll(() => focused(page)).toEqual({ id: 'enquiry-outcome', outcome: THANKS.enquiry, onScreen: true });

    // The browser sends the same post again (a reload of the answer, or a second press).
    const again = await page.reload({ waitUntil: 'load' });
    expect(again?.request().method()).toBe('POST');
    expect(again?.status()).toBe(200);
    await expect.poll(() => focused(page)).toEqual({ id: 'enquiry-outcome', outcome: THANKS.enquiry, onScreen: true });
  });

  it('a lead with its phone written "303.555.0123" opens its answer at the thanks, which has the focus', async () => {
    const { page } = await visitWithoutScripts(screen, '/landing-cruise/');
    await fillLead(page, `Plain Lead ${screen.width}`, `plain.lead.${screen.width}@example.com`, '303.555.0123');
    expect((await sendWithoutScripts(screen, page, 'Talk to a Travel Expert'))?.status()).toBe(200);
    await expect.poll(() => focused(page)).toEqual({ id: 'lead-form-outcome', outcome: THANKS.lead, onScreen: true });
  });

  it('a refused send (the rate limit) opens at the message that says so, which has the focus', async () => {
    const { page, address } = await visitWithoutScripts(screen, '/go/');
    // Ten posts from this address already (the limit per form and address), sent outside the page.
    for (let post = 0; post < 10; post += 1) {
      await fetch(`${e2e.site.url}/go/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
        body: new URLSearchParams({ _form: 'enquiry', fname: '' }).toString(),
      });
    }
    await fillEnquiry(page, { email: `limited.${screen.width}@example.com` });
    expect((await sendWithoutScripts(screen, page, 'Submit Enquiry'))?.status()).toBe(429);
    await expect.poll(async () => (await focused(page))?.id).toBe('enquiry-outcome');
    expect(await focused(page)).toMatchObject({ outcome: expect.stringMatching(RATE_LIMITED), onScreen: true });
  });

  it("the advisor's appointment reaches /go/ (name, phone and day), which opens at its form, uncached; the enquiry then carries them", async () => {
    const { page } = await visitWithoutScripts(screen, '/david-brooks/');
    const day = `${NEXT_YEAR}-03-12`;
    const panel = page.getByRole('form', { name: 'Your details for David Brooks' });
    // Without scripts the calendar's days cannot be picked: a date field stands in for it.
    expect(await page.locator('.appointment-panel__calendar .rdp-root').isVisible()).toBe(false);
    await panel.getByLabel('Date').fill(day);
    await panel.getByLabel('Your name').fill(`Jane Plain${screen.width}`);
    await panel.getByLabel('Phone number').fill('+1 303 555 0148');
    const answer = await sendWithoutScripts(screen, page, 'Contact');
    expect(new URL(page.url()).pathname).toBe('/go/');
    expect(page.url()).not.toContain('Jane');
    expect(answer?.headers()['cache-control']).toBe('no-store');
    expect(await page.inputValue('#enquiry-fname')).toBe('Jane');
    expect(await page.inputValue('#enquiry-lname')).toBe(`Plain${screen.width}`);
    expect(await page.inputValue('#enquiry-phone')).toBe('+1 303 555 0148');
    expect(await page.inputValue('#enquiry-comments')).toBe(`I would like a 30 minute meeting with David Brooks on ${appointmentDay(day)}.`);
    await expect.poll(() => focused(page)).toEqual({ id: 'enquiry-destination', outcome: null, onScreen: true });

    await completeEnquiry(page, `appointment.plain.${screen.width}@example.com`);
    expect((await sendWithoutScripts(screen, page, 'Submit Enquiry'))?.status()).toBe(200);
    await expect.poll(() => focused(page)).toEqual({ id: 'enquiry-outcome', outcome: THANKS.enquiry, onScreen: true });
  });
});

/**
 * The JSON bodies the page posts to a form call, and how the calls are answered: through to the
 * server, or failing as told (every attempt of a send: ky sends a POST again after some failures,
 * src/content/client.ts). Read where the request is routed: ky sends its body as a stream, which
 * the request event does not show.
 */
async function formCall(page: Page, call: string) {
  const bodies: unknown[] = [];
  let failing: ((route: Route) => Promise<void>) | null = null;
  await page.route(`**/api/${call}`, async (route) => {
    bodies.push(route.request().postDataJSON());
    await (failing ? failing(route) : route.fallback());
  });
  return {
    bodies,
    failWith: (fail: ((route: Route) => Promise<void>) | null) => {
      failing = fail;
    },
  };
}

const submissionIdOf = (body: unknown) => (typeof body === 'object' && body !== null && 'submission_id' in body ? body.submission_id : undefined);

describe.each(SCREENS)('with scripts at $width px', (screen) => {
  it('an enquiry that fails (a 500, the rate limit, a lost answer) puts the focus on each message; the retry of its one submission id stores one lead', async () => {
    const { page, context } = await visit(screen, '/go/');
    const { bodies, failWith } = await formCall(page, 'enquiries/register');
    await fillEnquiry(page, { first: `Retry${screen.width}`, email: `retry.${screen.width}@example.com`, phone: '303 555 0199' });
    const send = () => press(screen, page.getByRole('button', { name: 'Submit Enquiry' }));
    const failures: [string, (route: Route) => Promise<void>][] = [
      ['Failed to register enquiry.', (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' })],
      [
        'Too many submissions from your network. Please try again in 10 minutes.',
        (route) => route.fulfill({ status: 429, json: { status: 429, message: 'Too many submissions from your network. Please try again in 10 minutes.' } }),
      ],
      // The server stored it, and the answer never came back: the visitor sees the connection fail.
      [
        'An error occurred during registration.',
        async (route) => {
          await route.fetch();
          await route.abort('connectionreset');
        },
      ],
    ];
    for (const [message, failure] of failures) {
      failWith(failure);
      await send();
      await expect.poll(() => focused(page)).toEqual({ id: 'enquiry-outcome', outcome: message, onScreen: true });
      // The input stays for the retry.
      expect(await page.inputValue('#enquiry-fname')).toBe(`Retry${screen.width}`);
    }
    failWith(null);
    await send();
    await expect.poll(() => focused(page)).toEqual({ id: 'enquiry-outcome', outcome: THANKS.enquiry, onScreen: true });
    expect(bodies.length).toBeGreaterThanOrEqual(4);
    expect(new Set(bodies.map(submissionIdOf)).size).toBe(1);
    expect(bodies.at(-1)).toMatchObject({ phone: '3035550199', phone_code: '+1' });
    await context.close();
  });

  it("a lead that fails (the server's message, no connection, an unreadable answer) keeps the focus where the visitor can go on, then sends '+1 303 555 0123' as +13035550123", async () => {
    const { page, context } = await visit(screen, '/landing-cruise/');
    const { bodies, failWith } = await formCall(page, 'enquiries/lead_contact');
    await fillLead(page, `Lead Retry ${screen.width}`, `lead.retry.${screen.width}@example.com`, '+1 303 555 0123');
    const button = page.getByRole('button', { name: 'Talk to a Travel Expert' });
    failWith((route) => route.fulfill({ status: 400, json: { status: '400', message: 'That date is fully booked.' } }));
    await press(screen, button);
    await expect.poll(() => focused(page)).toEqual({ id: 'lead-form-outcome', outcome: 'That date is fully booked.', onScreen: true });
    failWith((route) => route.abort('internetdisconnected'));
    await press(screen, button);
    await expect.poll(() => focused(page)).toEqual({ id: 'lead-form-outcome', outcome: 'An error occurred while submitting the form.', onScreen: true });
    // An answer that cannot be read shows nothing (spec 2 §8): the focus is back on the button.
    failWith((route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }));
    await press(screen, button);
    await expect
      .poll(() => page.evaluate(() => (document.activeElement instanceof HTMLButtonElement && !document.activeElement.disabled ? document.activeElement.textContent : null)))
      .toBe('Talk to a Travel Expert');
    expect(await page.locator('#lead-form-outcome').textContent()).toBe('');
    failWith(null);
    await press(screen, button);
    await expect.poll(() => focused(page)).toEqual({ id: 'lead-form-outcome', outcome: THANKS.lead, onScreen: true });
    expect(bodies.length).toBeGreaterThanOrEqual(4);
    expect(bodies).toEqual(bodies.map(() => expect.objectContaining({ phone: '+13035550123' })));
    expect(new Set(bodies.map(submissionIdOf)).size).toBe(1);
    await context.close();
  });

  it("the advisor's appointment (name, phone and the day picked in the calendar) reaches /go/, which opens at its form; nothing personal in the address", async () => {
    const { page, context } = await visit(screen, '/david-brooks/');
    const panel = page.getByRole('form', { name: 'Your details for David Brooks' });
    await panel.getByLabel('Your name').fill(`Jane Script${screen.width}`);
    await panel.getByLabel('Phone number').fill('(303) 555-0148');
    const month = await page.locator('.appointment-panel__calendar').getByRole('grid').getAttribute('aria-label');
    const [monthName, year] = (month ?? '').split(' ');
    await press(screen, page.locator('.appointment-panel__calendar').getByRole('button', { name: new RegExp(`, ${monthName} 20, ${year}$`) }));
    const { bodies } = await formCall(page, 'enquiries/register');
    await press(screen, panel.getByRole('button', { name: 'Contact', exact: true }));
    await page.getByRole('heading', { name: 'Plan Your Trip With Us' }).waitFor();
    // The form with its destination list: after a client-side navigation the section is drawn in
    // its loading state first, then anew with its content (what was typed in between is lost).
    await page.locator('#enquiry-destination option', { hasText: 'Italy' }).waitFor({ state: 'attached' });
    await expect.poll(() => page.inputValue('#enquiry-fname')).toBe('Jane');
    expect(page.url()).not.toMatch(/Jane|555/);
    expect(await page.inputValue('#enquiry-lname')).toBe(`Script${screen.width}`);
    expect(await page.inputValue('#enquiry-phone')).toBe('(303) 555-0148');
    const comment = `I would like a 30 minute meeting with David Brooks on ${appointmentDay(`${year}-${String(new Date(`${monthName} 1, 2000`).getMonth() + 1).padStart(2, '0')}-20`)}.`;
    expect(await page.inputValue('#enquiry-comments')).toBe(comment);
    await expect.poll(() => focused(page)).toEqual({ id: 'enquiry-destination', outcome: null, onScreen: true });

    await completeEnquiry(page, `appointment.script.${screen.width}@example.com`);
    await press(screen, page.getByRole('button', { name: 'Submit Enquiry' }));
    await expect.poll(() => focused(page)).toEqual({ id: 'enquiry-outcome', outcome: THANKS.enquiry, onScreen: true });
    expect(bodies).toEqual([expect.objectContaining({ fname: 'Jane', phone: '3035550148', phone_code: '+1', comments: comment, destination: '0' })]);
    await context.close();
  });
});

describe('the stored leads', () => {
  it('hold each send once, with the phones read and the appointment in the comment', { timeout: 120_000 }, async () => {
    await e2e.site.stop();
    const leads = await leadsOf(e2e.dataDir);
    const byEmail = (email: string) => leads.filter((lead) => lead.email === email);
    for (const { width } of SCREENS) {
      const plain = byEmail(`plain.enquiry.${width}@example.com`);
      expect(plain).toHaveLength(1);
      expect(plain[0]?.payload).toMatchObject({ phone: '3035550123', phone_code: '+1', destination: '0', custom_destination: 'Patagonia' });
      expect(byEmail(`plain.lead.${width}@example.com`).map((lead) => lead.payload.phone)).toEqual(['+13035550123']);
      expect(byEmail(`limited.${width}@example.com`)).toEqual([]);
      expect(byEmail(`retry.${width}@example.com`)).toHaveLength(1);
      expect(byEmail(`lead.retry.${width}@example.com`).map((lead) => lead.payload.phone)).toEqual(['+13035550123']);
      for (const way of ['plain', 'script']) {
        const booked = byEmail(`appointment.${way}.${width}@example.com`);
        expect(booked).toHaveLength(1);
        expect(booked[0]?.payload).toMatchObject({ phone: '3035550148', phone_code: '+1', comments: expect.stringContaining('meeting with David Brooks on ') });
      }
    }
  });
});
