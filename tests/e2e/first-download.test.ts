import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoFacts } from '../../server/db/seed';
import { openPage, watchConsole } from './support/browser';
import { siteAndBrowserForFile } from './support/site-and-browser';

/**
 * Decision 006: a page as the server rendered it hydrates with its blocks' components alone. zod
 * (and every schema) comes only with what the browser fetches and checks itself. The build is
 * Vite's own chunking: a route loads the entry and its page config's chunk, which brings its own
 * blocks' components, with the shared chunks the bundler made for what pages share.
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

  /** Strings only one library's code carries: which libraries a page downloaded. */
  const libraryCode = {
    'react-multi-carousel (every carousel block)': 'react-multi-carousel-list',
    'react-day-picker (appointment panel)': 'rdp-',
    // Radix's scroll lock marks the body with it: the mobile menu's dialog, loaded on the first
    // press of the hamburger, never in a page's first download.
    'Radix dialog (mobile menu)': 'data-scroll-locked',
  };
  const blockTypes = readdirSync('src/blocks').filter((name) => existsSync(`src/blocks/${name}/${name}.tsx`));
  const typesOfPage = (config: string) =>
    new Set([...readFileSync(`page-configs/pages/${config}.json`, 'utf8').matchAll(/"type"\s*:\s*"([a-z0-9-]+)"/g)].map((match) => match[1]));
  /** The block whose component a script is (`/assets/<type>-<hash>.js`), if it is one. */
  const blockOfScript = (url: string) => {
    const name = /\/assets\/(.+)-[\w-]{8}\.js$/.exec(new URL(url).pathname)?.[1];
    return name && blockTypes.includes(name) ? name : undefined;
  };
  // Scripts a route may load: the count of this build (decision 006's table) plus one. A page's
  // config chunk brings its blocks' components; the helpers pages share are chunks of their own.
  // Since issue 33 React and React Router are two chunks of their own beside the entry (each
  // evaluated in a task of its own on a phone): two scripts more on every route.
  const pageCode: [route: string, config: string, libraries: (keyof typeof libraryCode)[], maxScripts: number][] = [
    // 22: the testimonial and Yelp carousels share useTextCut (Read More only where the text is cut), a chunk of its own;
    // 23: the blog cards' photo and byline (post-card-parts, blog-carousel's and blog-grid's), a chunk of 0.5 KB.
    ['/', 'home', ['react-multi-carousel (every carousel block)'], 23],
    ['/family-travel/', 'family-travel', [], 16],
    // +1 on the form pages since issue 35: the forms' posted state and the appointment's details
    // carried to /go/ are small chunks the enquiry form, the lead form and the panel share.
    ['/go/', 'go', [], 16],
    // 20: the 'Find us on Yelp' carousel is on react-multi-carousel too (issue 23: every carousel on
    // the design card's library), one chunk of 6.7 KB gzipped; the route stays under 130 KB on the wire.
    ['/landing-familytravel/', 'landing-familytravel', ['react-multi-carousel (every carousel block)'], 21],
    ['/david-brooks/', 'advisor-david-brooks', ['react-day-picker (appointment panel)'], 13],
  ];

  it.each(pageCode)("%s loads its own blocks' code only, in a bounded number of scripts", async (route, config, libraries, maxScripts) => {
    const context = await env.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const scripts = collectScripts(page);
    await page.goto(env.site.url + route, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const ownTypes = typesOfPage(config);
    const blocksLoaded = [...scripts.keys()].map(blockOfScript).filter((type) => type !== undefined);
    expect(blocksLoaded.length).toBeGreaterThan(0);
    expect(blocksLoaded.filter((type) => !ownTypes.has(type))).toEqual([]);
    const bodies = await Promise.all(scripts.values());
    const loaded = Object.entries(libraryCode).filter(([, marker]) => bodies.some((body) => body.includes(marker))).map(([library]) => library);
    expect(loaded).toEqual(libraries);
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
