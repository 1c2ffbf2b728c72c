import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { siteAndBrowserForFile } from './support/site-and-browser';
import { leadsCommandFailure, leadsOf } from './leads-support';
import { openPage, postWithoutScripts, RENDERED } from './support/browser';
import { fillEnquiry } from './enquiry-form-support';
import { NEXT_YEAR } from '../../src/forms/test-support/upcoming-trip';

/**
 * The contact page as a visitor uses it, with and without JavaScript, in Chromium against the
 * built site; then the agency finds the enquiries with `npm run leads`. The embedded store allows
 * one process per data directory, so the site keeps its data directory and is stopped first.
 */
const e2e = siteAndBrowserForFile({}, { keepData: true });

/** A valid enquiry from `first` Visitor, whose comment names them. */
const fillEnquiryOf = (page: Page, who: { first: string; email: string }) =>
  fillEnquiry(page, { ...who, comments: `A relaxed villa near Florence for ${who.first} and family.` });

describe('/go/: the contact page', () => {
  it('shows the cards, the canonical themed links, the button and six social links (1280 px)', async () => {
    const { page, context, response, problems } = await openPage(e2e.browser, `${e2e.site.url}/go/`);
    expect(response?.status()).toBe(200);
    const cards = page.locator('.contact-details');
    await expect(cards.innerText()).resolves.toMatch(/Monday to Friday: 9AM-10PM[\s\S]*Saturday and Sunday: Closed[\s\S]*Excluding national holidays/);
    expect(await cards.locator('a[href^="tel:"]').getAttribute('href')).toBe('tel:+13035550148');
    expect(await cards.locator('.contact-card__address').innerText()).toContain('Denver, CO 80202');
    const social = await cards.locator('.social-links a').evaluateAll((links) =>
      links.map((a) => ({ href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel') })),
    );
    expect(social).toHaveLength(6);
    for (const link of social) expect(link).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });
    const themed = await page.locator('.contact-themed-links__list a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(themed).toEqual([
      '/honeymoon/',
      '/destinetion-wedding/',
      '/family-travel/',
      '/group-travel/',
      '/anniversary/',
      '/all-inclusive-vacations/',
      '/ocean-cruise/',
      '/river-cruise/',
      '/disney-vacations/',
      '/colorado-ski-vacations/',
    ]);
    const ready = page.locator('.contact-themed-links a', { hasText: 'Ready To Travel?' });
    expect(new URL((await ready.getAttribute('href')) ?? '', e2e.site.url).pathname).toBe('/go/');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('checks on submit with JavaScript: messages, the first invalid field focused, no request (390 px)', async () => {
    const { page, context, problems } = await openPage(e2e.browser, `${e2e.site.url}/go/`, { width: 390 });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.getByRole('button', { name: 'Submit Enquiry' }).click();
    // A fresh form is in custom mode: 'Customize Your Destination' is the select's empty option (spec 2 §4).
    await expect.poll(() => page.locator('#enquiry-custom_destination-error').innerText(), RENDERED).toBe('Please enter a custom destination.');
    await expect.poll(() => page.locator('#enquiry-fname-error').innerText(), RENDERED).toBe('This field is required.');
    expect(await page.locator('#enquiry-fname').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('enquiry-custom_destination');
    // A real destination hides the free-text box; Customize Your Destination shows it again.
    await page.selectOption('#enquiry-destination', { label: 'Kenya' });
    await expect(page.locator('#enquiry-custom_destination').count()).resolves.toBe(0);
    await page.selectOption('#enquiry-destination', { label: 'Customize Your Destination' });
    await expect(page.locator('#enquiry-custom_destination').isVisible()).resolves.toBe(true);
    expect(posts).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends an enquiry with JavaScript: thanks the visitor and gives a fresh form without a reload (1280 px)', async () => {
    const { page, context, problems } = await openPage(e2e.browser, `${e2e.site.url}/go/`);
    await fillEnquiryOf(page, { first: 'Javier', email: 'javier.js@example.com' });
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/enquiries/register')),
      page.getByRole('button', { name: 'Submit Enquiry' }).click(),
    ]);
    await page.getByRole('alert').filter({ hasText: 'Thank you! Your enquiry has been submitted successfully.' }).waitFor();
    // (The body, as stored, is checked through npm run leads below: dates, destination, numbers.)
    expect(request.method()).toBe('POST');
    expect(await page.inputValue('#enquiry-fname')).toBe('');
    expect(await page.inputValue('#enquiry-people')).toBe('1');
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('works without JavaScript: the server answers with the same messages and the kept input, then the thanks', async () => {
    const { page, context } = await openPage(e2e.browser, `${e2e.site.url}/go/`, { javaScript: false, width: 390 });
    await fillEnquiryOf(page, { first: 'Nora', email: 'nora.nojs@example.com' });
    await page.fill('#enquiry-conf_email', 'nora.other@example.com');
    const refused = await postWithoutScripts(page, () => page.getByRole('button', { name: 'Submit Enquiry' }).click());
    expect(refused?.status()).toBe(400);
    expect(new URL(page.url()).pathname).toBe('/go/');
    await expect.poll(() => page.locator('#enquiry-conf_email-error').innerText(), RENDERED).toBe('Email confirmation does not match.');
    await expect.poll(() => page.getByRole('alert').innerText(), RENDERED).toBe('Please correct the highlighted fields.');
    expect(await page.inputValue('#enquiry-fname')).toBe('Nora');
    expect(await page.inputValue('#enquiry-comments')).toBe('A relaxed villa near Florence for Nora and family.');

    await page.fill('#enquiry-conf_email', 'nora.nojs@example.com');
    const sent = await postWithoutScripts(page, () => page.getByRole('button', { name: 'Submit Enquiry' }).click());
    expect(sent?.status()).toBe(200);
    await expect.poll(() => page.getByRole('alert').innerText(), RENDERED).toBe('Thank you! Your enquiry has been submitted successfully.');
    expect(await page.inputValue('#enquiry-fname')).toBe('');
    await context.close();
  });

  it('the agency finds both enquiries with npm run leads (after stopping the site)', async () => {
    const whileRunning = await leadsCommandFailure(e2e.dataDir);
    expect(whileRunning.code).toBe(3);
    expect(whileRunning.stderr).toContain('in use by a running site');

    await e2e.site.stop();
    const leads = await leadsOf(e2e.dataDir);
    const byEmail = new Map(leads.map((lead) => [lead.email, lead]));
    expect(byEmail.get('javier.js@example.com')).toMatchObject({
      kind: 'enquiry',
      page: '/go/',
      name: 'Javier Visitor',
      travel: `04-07-${NEXT_YEAR} 09:30:00 to 18-07-${NEXT_YEAR} 17:00:00`,
    });
    expect(byEmail.get('javier.js@example.com')?.payload).toMatchObject({
      destination: '2',
      custom_destination: '',
      month: 7,
      people: 4,
      per_head: 2500,
      phone_code: '+1',
      phone: '3035550142',
    });
    expect(byEmail.get('nora.nojs@example.com')).toMatchObject({ kind: 'enquiry', name: 'Nora Visitor' });
    expect(byEmail.get('nora.nojs@example.com')?.payload).toMatchObject({ people: 4, month: 7, destination: '2', per_head: 2500 });
    expect(leads.filter((lead) => lead.email === 'nora.nojs@example.com')).toHaveLength(1);
    // The site's log lines never held the visitors' addresses or phone numbers.
    const logs = e2e.site.logs.join('\n');
    expect(logs).toContain('lead stored');
    expect(logs).not.toMatch(/javier\.js@example\.com|nora\.nojs@example\.com|3035550142/);
  });
});
