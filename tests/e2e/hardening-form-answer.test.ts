import { describe, expect, it } from 'vitest';
import { openPage, RENDERED } from './support/browser';
import { siteAndBrowserForFile } from './support/site-and-browser';

/**
 * The page answered to a plain form post (what a browser sends when the form's JavaScript has not
 * run yet) must run its own scripts: its start script carries that response's CSP nonce. Here the
 * form is posted natively (HTMLFormElement.submit(), no JavaScript handler involved) from a
 * browser with JavaScript on, and the answer page must hydrate without a CSP refusal.
 */
const e2e = siteAndBrowserForFile();

describe('the answer to a form posted without JavaScript', () => {
  it('hydrates: its scripts carry the CSP nonce of that response', async () => {
    const { page, context, problems } = await openPage(e2e.browser, `${e2e.site.url}/go/`);
    await page.waitForSelector('html[data-hydrated]');
    await page.fill('#enquiry-fname', 'Nonce');
    const answered = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/go/');
    await page.evaluate(() => {
      const form = document.querySelector<HTMLFormElement>('form.enquiry-form__form');
      if (!form) throw new Error('no enquiry form on /go/');
      // The native submission: exactly what a browser without JavaScript sends.
      HTMLFormElement.prototype.submit.call(form);
    });
    const response = await answered;
    expect(response.status()).toBe(400);
    const nonce = /'nonce-([^']+)'/.exec((await response.allHeaders())['content-security-policy'] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    await page.waitForLoadState('load');
    // The server's answer shows the messages and the kept input …
    // (Polled: the page's first frame, which lays its sections out, may come after its load on a busy machine.)
    await expect.poll(() => page.locator('#enquiry-lname-error').innerText(), RENDERED).toBe('This field is required.');
    await expect.poll(() => page.locator('body').innerText(), RENDERED).toContain('Please correct the highlighted fields.');
    expect(await page.inputValue('#enquiry-fname')).toBe('Nonce');
    // … and its scripts ran: the page hydrated, and nothing was refused.
    await page.waitForSelector('html[data-hydrated]', { timeout: 15_000 });
    // Scripts the browser runs (JSON data is not run); the nonce property survives the attribute's hiding.
    const scriptNonces = await page
      .locator('script:not([type="application/json"])')
      .evaluateAll((scripts) => scripts.flatMap((s) => (s instanceof HTMLScriptElement ? [s.nonce] : [])));
    expect(scriptNonces.length).toBeGreaterThan(0);
    for (const value of scriptNonces) expect(value).toBe(nonce);
    expect(problems.filter((text) => /Content Security Policy|Refused to/i.test(text))).toEqual([]);
    await context.close();
  });
});
