import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoFacts } from '../../server/db/seed';
import { openPage, watchConsole } from './support/browser';
import { siteAndBrowserForFile } from './support/site-and-browser';

/**
 * Decision 006: a page as the server rendered it hydrates with its blocks' components alone. zod
 * (and every schema) comes only with what the browser fetches and checks itself.
 */
const env = siteAndBrowserForFile();

/** A string zod's core always carries (its error class's name), whatever the minifier does. */
const ZOD_MARKER = '$ZodError';

function collectScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), response.text());
  });
  return scripts;
}

async function scriptsWithZod(scripts: Map<string, Promise<string>>): Promise<string[]> {
  const bodies = await Promise.all([...scripts].map(async ([url, body]) => [url, await body] as const));
  return bodies.filter(([, body]) => body.includes(ZOD_MARKER)).map(([url]) => url);
}

const routes = [
  '/',
  '/family-travel/',
  '/blog/',
  `/${demoFacts.blogSlugs[0]}/`,
  '/testimonials/',
  '/destinations/',
  '/country/kenya/',
  '/monthly/january/',
  '/go/',
  '/landing-familytravel/',
];

describe("a page's first download", () => {
  it.each(routes)('%s hydrates without zod', async (route) => {
    const context = await env.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const scripts = collectScripts(page);
    const problems = watchConsole(page);
    const response = await page.goto(env.site.url + route, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    expect(scripts.size).toBeGreaterThan(1);
    expect(await scriptsWithZod(scripts)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  /**
   * Strings only one block's code carries (its BEM class names, its library's): which blocks'
   * code a page downloaded, whatever the chunks are called.
   */
  const blockCode = {
    'package-slider': 'package-slider__',
    'react-multi-carousel (review, package and blog carousels)': 'react-multi-carousel-list',
    'enquiry-form': 'enquiry-form__',
    'lead-form': 'lead-form__',
    'react-day-picker (appointment panel)': 'rdp-',
  };
  const pageCode: [route: string, blocks: (keyof typeof blockCode)[], maxScripts: number][] = [
    ['/', ['package-slider', 'react-multi-carousel (review, package and blog carousels)'], 8],
    ['/family-travel/', [], 4],
    ['/go/', ['enquiry-form'], 8],
    ['/landing-familytravel/', ['lead-form'], 8],
    ['/david-brooks/', ['react-day-picker (appointment panel)'], 8],
  ];

  it.each(pageCode)("%s loads its own blocks' code only, in a few scripts", async (route, blocks, maxScripts) => {
    const context = await env.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const scripts = collectScripts(page);
    await page.goto(env.site.url + route, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const bodies = await Promise.all(scripts.values());
    const loaded = Object.entries(blockCode).filter(([, marker]) => bodies.some((body) => body.includes(marker))).map(([block]) => block);
    expect(loaded).toEqual(blocks);
    // Blocks only the same pages use travel together: the home page's dozen blocks came as
    // some twenty scripts of a few hundred bytes each before the page-set chunks.
    expect(scripts.size).toBeLessThanOrEqual(maxScripts);
    await context.close();
  });

  it('a client-side navigation loads the next page through its blocks, checked with zod', async () => {
    const { page, context, problems } = await openPage(env.browser, `${env.site.url}/family-travel/`);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const scripts = collectScripts(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    // The footer's link (the header's sits in a menu on a phone-sized window).
    await page.locator('footer a[href="/testimonials/"]').first().click();
    await page.waitForURL('**/testimonials/');
    // A testimonial card: content the browser fetched from the list call and checked.
    await page.locator('[data-block="testimonial-carousel"]').getByText('Maria Alvarez').first().waitFor();
    await page.waitForFunction(() => document.title.startsWith('Testimonials'));
    // No full page load: the browser fetched the content and checked it itself.
    expect(requests).not.toContain('/testimonials/');
    expect(requests.some((path) => path.startsWith('/api/'))).toBe(true);
    expect((await scriptsWithZod(scripts)).length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
