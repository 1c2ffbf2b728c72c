import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteAndBrowserForFile } from './support/site-and-browser';
import { demoFacts } from '../../server/db/seed';
import { watchConsole } from './support/browser';
import { openReused, reusedPages } from './support/reused-pages';
import { reachSection } from './support/sections';
import { carouselReady, moveCarousel, waitForCarouselLoop } from './carousel-support';

/**
 * The content pages of spec document 1 (home, testimonials, review, blog list and detail), served
 * by the built site from the embedded store's demo content, as raw HTML and in Chromium.
 */
const e2e = siteAndBrowserForFile();

/** The server's HTML with entities decoded, so assertions can use the texts as the spec writes them. */
/**
 * The server's HTML as a browser renders it before any script runs: the hydration data (a JSON
 * script element, never shown; it carries each section's props, fallback texts included) is left out.
 */
async function rawHtml(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${e2e.site.url}${path}`, { redirect: 'manual' });
  const html = (await response.text())
    .replace(/<script type="application\/json" id="__APP_DATA__">.*?<\/script>/s, '')
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
  return { status: response.status, html };
}

const metaContent = (html: string, name: string) => new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/** How many of `items` lie entirely inside `container` (what a visitor sees of a carousel). */
function countFullyVisible(page: Page, container: string, items: string): Promise<number> {
  return page.evaluate(
    ([containerSelector, itemSelector]) => {
      const frame = document.querySelector(containerSelector!)?.getBoundingClientRect();
      if (!frame) return -1;
      return [...document.querySelectorAll(itemSelector!)].filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.left >= frame.left - 1 && box.right <= frame.right + 1;
      }).length;
    },
    [container, items],
  );
}

/** The text of the first element of `items` entirely inside `container`. */
function firstFullyVisibleText(page: Page, container: string, items: string): Promise<string> {
  return page.evaluate(
    ([containerSelector, itemSelector]) => {
      const frame = document.querySelector(containerSelector!)!.getBoundingClientRect();
      const first = [...document.querySelectorAll<HTMLElement>(itemSelector!)]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.left >= frame.left - 1 && box.right <= frame.right + 1;
        })
        .sort((a, b) => a.getBoundingClientRect().left - b.getBoundingClientRect().left)[0];
      return first?.innerText ?? '';
    },
    [container, items],
  );
}

interface OpenOptions {
  javaScript?: boolean;
  hydrated?: string;
}

/**
 * The tests that load a page and read or click through it share one page per width and scripts
 * setting; the home page's tests, which go on where the one before left the page, have their own.
 */
const pageFor = reusedPages(() => e2e.browser);

/** Opens a page in the reused page of its width and scripts setting (`ready`). */
async function open(path: string, width: number, options: OpenOptions = {}) {
  const { page, problems } = await openReused(
    pageFor,
    `${e2e.site.url}${path}`,
    { viewport: { width, height: 900 }, javaScriptEnabled: options.javaScript ?? true },
    // Not 'load': the hero video may keep loading; what the tests need is the HTML with its stylesheet.
    { waitUntil: 'domcontentloaded', ready: (loaded) => ready(loaded, options) },
  );
  return { page, problems };
}

/** Opens a page in a context of its own (`ready`), for tests that share one page among themselves. */
async function openFresh(path: string, width: number, options: OpenOptions = {}) {
  const context = await e2e.browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: options.javaScript ?? true });
  const page = await context.newPage();
  const problems = watchConsole(page);
  // Not 'load': the hero video may keep loading; what the tests need is the HTML with its stylesheet.
  await page.goto(`${e2e.site.url}${path}`, { waitUntil: 'domcontentloaded' });
  await ready(page, options);
  return { page, context, problems };
}

/**
 * Waits for a loaded page's stylesheet and, with JavaScript, until React has hydrated `hydrated`
 * (an element React has taken over carries its fiber): interactions before that would test the
 * server HTML.
 */
async function ready(page: Page, options: OpenOptions) {
  const javaScript = options.javaScript ?? true;
  await waitUntil(
    page,
    // The built stylesheet, inline in the HTML (decision 012) or linked (a dev server).
    () =>
      page.evaluate(() =>
        [...document.styleSheets].some((sheet) => Boolean(sheet.href?.includes('/assets/') || (sheet.ownerNode instanceof HTMLElement && sheet.ownerNode.dataset.href?.includes('/assets/')))),
      ),
    'the stylesheet',
  );
  if (javaScript) {
    await page.waitForFunction(
      (selector) => {
        const element = document.querySelector(selector);
        return Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactFiber')));
      },
      options.hydrated ?? '[data-section-id]',
      { timeout: 60_000 },
    );
  }
}

async function waitUntil(page: Page, check: () => Promise<boolean>, what: string) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (await check()) return;
    await page.waitForTimeout(50);
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('content pages: raw server HTML holds content and meta tags', () => {
  it('/ and /services/: meta tags from page 1 and every home section', async () => {
    for (const path of ['/', '/services/']) {
      const { status, html } = await rawHtml(path);
      expect(status).toBe(200);
      for (const text of [
        'Vacations Built Around Your Family',
        'Every Age, One Itinerary',
        'The Alvarez Family',
        'Discover Bespoke Journeys',
        'Great Migration Family Safari',
        'Two Decades of Getting the Details Right',
        'Meet your travel advisors',
        'Founder & Lead Family Travel Advisor',
        'Cruises That Fit Your Crew',
        'Ready To Travel?',
        'Travel Blog',
        '0 Comments',
        'Maria Alvarez',
        'Where to next?',
        'Plan my trip',
        'alt="Coral Bay Resorts"',
        'href="/country/kenya/"',
        'href="/sarah-mitchell/"',
        'href="/david-brooks/"',
      ]) {
        expect(html, `${path} should contain ${text}`).toContain(text);
      }
      // The home page never shows the section error texts when the content is there.
      expect(html).not.toContain('Failed to load page data.');
      expect(html).not.toContain('No data found');
    }
  });

  it('/services/ is not a copy of /: its own <title>, description and <h1> (the specialties first)', async () => {
    const home = (await rawHtml('/')).html;
    expect(title(home)).toBe("Travel N Relax | Denver's Top Rated Family Travel Agency");
    expect(metaContent(home, 'keywords')).toContain('family travel agency Denver');
    expect(metaContent(home, 'description')).toContain('more than 20 years of experience');
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(home)?.[1]).toBe("Denver's Top Rated Family Travel Agency");

    const services = (await rawHtml('/services/')).html;
    expect(title(services)).toBe('Our Specialties | Travel N Relax');
    expect(metaContent(services, 'description')).not.toBe(metaContent(home, 'description'));
    expect(services.match(/<h1[^>]*>([^<]*)<\/h1>/g)).toEqual([expect.stringContaining('>Our Specialties<')]);
    expect(services.indexOf('specialty-tile')).toBeLessThan(services.indexOf('Vacations Built Around Your Family'));
  });

  it('/testimonials/: meta from the testimonial list, the cards and the call to action', async () => {
    const { status, html } = await rawHtml('/testimonials/');
    expect(status).toBe(200);
    expect(title(html)).toBe('Testimonials | Travel N Relax');
    expect(metaContent(html, 'keywords')).toContain('Travel N Relax reviews');
    expect(metaContent(html, 'description')).not.toBe('Default Description');
    for (const text of ['Maria Alvarez', 'Read More', 'Where to next?', "We'll create a vacation you'll remember forever."]) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain('No testimonials available.');
  });

  it('/review/: title, text, both outbound buttons in a new tab, and the default-or-content meta', async () => {
    const { status, html } = await rawHtml('/review/');
    expect(status).toBe(200);
    expect(title(html)).toBe('Leave a Review | Travel N Relax');
    expect(metaContent(html, 'keywords')).toBe('Family vacations, Aurora travel agency, custom travel planning');
    expect(html).toContain('Review Travel N Relax');
    expect(html).toMatch(/<a[^>]*href="https:\/\/www\.google\.com\/search\?q=Travel\+N\+Relax\+Denver\+reviews"[^>]*target="_blank"/);
    expect(html).toContain('Review us on Yelp');
    expect(html).toContain('Let us handle the details');
    expect(html).not.toContain('Review data not found.');
  });

  it('/blog/: meta and banner from Blogs/list, and a card per post', async () => {
    const { status, html } = await rawHtml('/blog/');
    expect(status).toBe(200);
    expect(title(html)).toBe('Travel Blog | Travel N Relax');
    expect(metaContent(html, 'keywords')).toContain('family travel blog');
    expect(html).toContain('Tips, stories and ideas from our Denver travel advisors.');
    for (const slug of demoFacts.blogSlugs) expect(html).toContain(`href="/${slug}/"`);
    expect(html.match(/20 Comments/g)?.length).toBe(demoFacts.blogSlugs.length);
    expect(html).toContain('Unknown Author');
    expect(html).toContain('Where to next?');
  });

  it('a blog post: meta from its meta fields, the post and its line breaks', async () => {
    const { status, html } = await rawHtml(`/${demoFacts.blogSlugs[0]}/`);
    expect(status).toBe(200);
    expect(title(html)).toBe('Disney World: 10 Tips for Families! | Travel N Relax Blog');
    expect(metaContent(html, 'keywords')).toBe('Disney World tips, Disney with kids, family Disney vacation');
    expect(html).toMatch(/Published on <time[^>]*>January 14, 2026<\/time> by Sarah Mitchell/);
    expect(html).toContain('>Categories</h2>');
    expect(html).toContain('>Blog Details</h2>');
    expect(html).toContain('goes a long way. After more than a hundred Disney trips');
    expect(html).toContain('"@type":"BlogPosting"');
  });

  it('an unknown blog slug answers 302 to /blog/', async () => {
    const response = await fetch(`${e2e.site.url}/no-such-post-anywhere/`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get('location') ?? '', e2e.site.url).pathname).toBe('/blog/');
  });
});

const widths = [
  { width: 390, reviews: 1, packages: 1, blog: 1, tileColumns: 1 },
  { width: 800, reviews: 2, packages: 2, blog: 2, tileColumns: 2 },
  { width: 1280, reviews: 3, packages: 4, blog: 3, tileColumns: 3 },
];

describe.each(widths)('home page in Chromium at $width px', ({ width, reviews, packages, blog, tileColumns }) => {
  let page: Page;
  let problems: string[];
  let close: () => Promise<void>;

  beforeAll(async () => {
    const opened = await openFresh('/', width, { hydrated: '[data-section-id="partners"] .partners' });
    page = opened.page;
    problems = opened.problems;
    close = () => opened.context.close();
  });

  afterAll(async () => {
    await close();
  });

  it(`shows ${reviews} review card(s), moving by one and wrapping at both ends`, async () => {
    const frame = '.review-carousel .react-multi-carousel-list';
    const cards = '.review-card';
    await waitForCarouselLoop(page, '.review-carousel');
    await waitUntil(page, async () => (await countFullyVisible(page, frame, cards)) === reviews, `${reviews} review cards`);
    expect(await firstFullyVisibleText(page, frame, cards)).toContain('The Alvarez Family');
    await page.getByRole('button', { name: 'Previous review' }).click();
    // Six reviews in an infinite loop: wrapping back from the start shows the last review first.
    const lastFirst = 'Priya S.';
    await waitUntil(
      page,
      async () =>
        (await firstFullyVisibleText(page, frame, cards)).includes(lastFirst) && (await countFullyVisible(page, frame, cards)) === reviews,
      `wrap to ${lastFirst} with ${reviews} card(s) in view`,
    );
    // The carousel ignores a move during its 500 ms transition.
    await carouselReady(page, '.review-carousel');
    await page.getByRole('button', { name: 'Next review' }).click();
    await waitUntil(page, async () => (await firstFullyVisibleText(page, frame, cards)).includes('The Alvarez Family'), 'wrap to the first review');
  });

  it('moves the review carousel on a swipe of more than 10 px', async () => {
    await carouselReady(page, '.review-carousel'); // the carousel ignores a move during the previous move's transition
    await reachSection(page.locator('.review-carousel'));
    const box = (await page.locator('.review-carousel .react-multi-carousel-list').boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 60, y, { steps: 5 });
    await page.mouse.up();
    await waitUntil(
      page,
      async () => (await firstFullyVisibleText(page, '.review-carousel .react-multi-carousel-list', '.review-card')).includes('Megan & Chris P.'),
      'the second review after a swipe',
    );
  });

  it(`lays the specialties out in ${tileColumns} column(s) of 300 px tiles with the spec links`, async () => {
    const tiles = page.locator('.specialty-tile');
    await reachSection(tiles);
    const boxes = await tiles.evaluateAll((elements) => elements.map((e) => e.getBoundingClientRect()).map((r) => ({ top: r.top, height: r.height })));
    expect(boxes.filter((b) => Math.abs(b.top - boxes[0]!.top) < 1)).toHaveLength(tileColumns);
    expect(boxes.every((b) => Math.round(b.height) === 300)).toBe(true);
    const family = page.getByRole('link', { name: /Family Travel/ }).filter({ has: page.locator('.specialty-tile__title') });
    expect(await family.getAttribute('href')).toBe('/family-travel/');
    expect(await family.getAttribute('target')).toBe('_blank');
    const honeymoon = page.locator('.specialty-tile', { hasText: 'Honeymoon' });
    expect(await honeymoon.getAttribute('href')).toBe('/page/5/');
    expect(await honeymoon.getAttribute('target')).toBeNull();
  });

  it(`shows ${packages} package card(s) of 500 px, wrapping back to the last package`, async () => {
    const frame = '.package-slider .react-multi-carousel-list';
    const cards = '.package-card';
    await waitForCarouselLoop(page, '.package-slider');
    await waitUntil(page, async () => (await countFullyVisible(page, frame, cards)) === packages, `${packages} package cards`);
    expect(await firstFullyVisibleText(page, frame, cards)).toContain('Great Migration Family Safari');
    const heights = await page.locator(cards).evaluateAll((elements) => elements.map((e) => Math.round(e.getBoundingClientRect().height)));
    expect(new Set(heights)).toEqual(new Set([500]));
    await page.getByRole('button', { name: 'Previous journeys' }).click();
    await waitUntil(page, async () => (await firstFullyVisibleText(page, frame, cards)).includes('Iceland Ring Road Adventure'), 'the last package');
    const kenya = page.locator('.package-card', { hasText: 'Great Migration Family Safari' }).first().getByRole('link', { includeHidden: true });
    expect(await kenya.getAttribute('href')).toBe('/country/kenya/');
  });

  it(`shows ${blog} blog card(s) of category "1" only, arrows only from 768 px`, async () => {
    const frame = '.blog-carousel .react-multi-carousel-list';
    const cards = '.blog-slide__card';
    await waitForCarouselLoop(page, '.blog-carousel');
    await waitUntil(page, async () => (await countFullyVisible(page, frame, cards)) === blog, `${blog} blog cards`);
    // The infinite loop clones some cards: the distinct titles are the posts.
    const titles = new Set(await page.locator('.blog-slide__title').allInnerTexts());
    expect(titles).not.toContain('Honeymoon Ideas Beyond the Beach');
    expect(titles.size).toBe(5);
    expect(await page.getByRole('button', { name: 'Next posts' }).isVisible()).toBe(width >= 768);
    expect(await page.locator('.blog-slide__link').first().getAttribute('href')).toBe('/blog/');
  });

  it('had no console error', () => {
    expect(problems).toEqual([]);
  });
});

describe('package slider first paint without JavaScript', () => {
  it.each(widths)('already shows $packages card(s) at $width px', async ({ width, packages }) => {
    const { page } = await open('/', width, { javaScript: false });
    expect(await countFullyVisible(page, '.package-slider .react-multi-carousel-list', '.package-card')).toBe(packages);
  });
});

describe('testimonials page in Chromium', () => {
  it.each([390, 800, 1280])('Read More / Read Less, and moving the carousel collapses the card (%i px)', async (width) => {
    const { page, problems } = await open('/testimonials/', width, { hydrated: '.testimonial-carousel .react-multi-carousel-list' });
    await waitForCarouselLoop(page, '.testimonial-carousel');
    // The copy in view (the infinite loop clones cards out of view).
    const shown = '.react-multi-carousel-item[aria-hidden="false"] .testimonial-card';
    const maria = page.locator(shown, { hasText: 'Maria Alvarez' });
    const text = maria.locator('.testimonial-card__text');
    // The whole text is in the page; until Read More only its first 150 characters and "…" show
    // (tests/e2e/carousels.test.ts reads them).
    expect(await text.textContent()).toContain('We have already booked our next trip.');
    expect(await text.innerText()).not.toContain('We have already booked our next trip.');
    const collapsedHeight = (await text.boundingBox())!.height;
    await maria.getByRole('button', { name: 'Read More' }).click();
    expect(await text.innerText()).toContain('We have already booked our next trip.');
    expect((await text.boundingBox())!.height).toBeGreaterThan(collapsedHeight);
    await maria.getByRole('button', { name: 'Read Less' }).click();
    expect((await text.boundingBox())!.height).toBe(collapsedHeight);
    expect(await page.locator('.testimonial-card', { hasText: 'Chris Parker' }).first().getByRole('button').count()).toBe(0);

    await maria.getByRole('button', { name: 'Read More' }).click();
    // Nothing the test reads shows this move: wait until the track leaves its place, then until the
    // carousel takes moves again (it ignores a move during its 500 ms transition).
    await moveCarousel(page, '.testimonial-carousel', () => page.getByRole('button', { name: 'Next testimonial' }).click());
    await page.getByRole('button', { name: 'Previous testimonial' }).click();
    await waitUntil(page, async () => (await maria.getByRole('button', { name: 'Read More' }).getAttribute('aria-expanded')) === 'false', 'Maria collapsed');
    expect(problems).toEqual([]);
  });
});

describe('blog in Chromium', () => {
  it('opens a post from the list with its blogId in the navigation state, and a reload finds it by slug', async () => {
    const { page, problems } = await open('/blog/', 1280, { hydrated: '.blog-grid__list' });
    await page.getByRole('link', { name: 'Kenya Safari with Kids: What to Expect' }).click();
    await page.waitForURL(`${e2e.site.url}/kenya-safari-with-kids-what-to-expect/`);
    await page.getByRole('heading', { level: 1, name: 'Kenya Safari with Kids: What to Expect' }).waitFor();
    expect(await page.evaluate(() => (window.history.state as { usr?: { blogId?: unknown } } | null)?.usr?.blogId)).toBe(3);
    expect(await page.title()).toBe('Kenya Safari with Kids: What to Expect | Travel N Relax Blog');
    await page.reload({ waitUntil: 'load' });
    await page.getByText('Published on February 24, 2026 by James Ortega').waitFor();
    const whiteSpace = await page.locator('.blog-detail__text').evaluate((e) => getComputedStyle(e).whiteSpace);
    expect(whiteSpace).toBe('pre-line');
    // A client-side navigation to a page whose blocks were not loaded yet suspends cleanly: no warning.
    expect(problems).toEqual([]);
  });

  it('sends an unknown slug to /blog/', async () => {
    const { page } = await open('/not-a-real-post/', 390, { hydrated: '.blog-grid__list' });
    expect(new URL(page.url()).pathname).toBe('/blog/');
  });
});

/** The @type of every JSON-LD document in a page's server HTML. */
function jsonLdTypes(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) => {
    const parsed: unknown = JSON.parse(match[1]!);
    return parsed && typeof parsed === 'object' && '@type' in parsed ? String(parsed['@type']) : '(none)';
  });
}

describe('search engines: structured data and sharing images', () => {
  it.each([
    ['/', ['TravelAgency']],
    ['/go/', ['TravelAgency']],
    ['/about-our-travel-agency/', ['TravelAgency']],
    [`/${demoFacts.blogSlugs[0]}/`, ['BlogPosting']],
    ['/honeymoon/', []],
  ])('%s carries the JSON-LD types %j', async (path, types) => {
    const { status, html } = await rawHtml(path);
    expect(status).toBe(200);
    const found = jsonLdTypes(html).filter((type) => type !== 'BreadcrumbList');
    expect(found).toEqual(types);
  });

  it("gives every page an og:image: its own, else the site's default", async () => {
    const ogImage = (html: string) => /<meta property="og:image" content="([^"]*)">/.exec(html)?.[1];
    const post = await rawHtml(`/${demoFacts.blogSlugs[0]}/`);
    expect(new URL(ogImage(post.html) ?? '').pathname).toMatch(/^\/images\/demo\/blog-/);
    for (const path of ['/', '/honeymoon/', '/review/', '/go/']) {
      const image = ogImage((await rawHtml(path)).html);
      expect(image, path).toMatch(/^https?:\/\//);
    }
  });
});

describe('content edge cases in Chromium', () => {
  it('an error line is red in the standard and the high-contrast theme (not the status grey)', async () => {
    const { page } = await open('/family-travel/', 1280);
    const colours = await page.evaluate(() => {
      const line = document.createElement('p');
      line.className = 'status-text error-text';
      line.textContent = 'Failed to load page data.';
      document.querySelector('main')!.append(line);
      const info = document.createElement('p');
      info.className = 'status-text';
      document.querySelector('main')!.append(info);
      const standard = [getComputedStyle(line).color, getComputedStyle(info).color];
      document.documentElement.dataset.contrast = 'more';
      return { standard, more: getComputedStyle(line).color };
    });
    expect(colours.standard).toEqual(['rgb(179, 38, 30)', 'rgb(74, 88, 102)']);
    expect(colours.more).toBe('rgb(140, 29, 24)');
  });

  it.each([
    [639, 1],
    [1023, 2],
    [1280, 3],
  ])('specialty tiles are 300 x 300 px at %i px (%i per row), the last row without a hole', async (width, columns) => {
    const { page } = await open('/', width, { javaScript: false });
    const boxes = await page
      .locator('.specialty-tile')
      .evaluateAll((tiles) => tiles.map((tile) => tile.getBoundingClientRect()).map((r) => ({ top: r.top, width: r.width, height: r.height })));
    expect(boxes.length).toBeGreaterThan(3);
    // The last tile of an incomplete last row spans the columns left (20 px gaps between them).
    const left = columns - ((boxes.length - 1) % columns);
    const widths = boxes.map((_, index) => (index === boxes.length - 1 ? 300 * left + 20 * (left - 1) : 300));
    expect(boxes.map((box) => Math.round(box.width))).toEqual(widths);
    const lastRow = boxes.filter((box) => Math.abs(box.top - boxes.at(-1)!.top) < 1);
    expect(Math.round(lastRow.reduce((sum, box) => sum + box.width, 0) + 20 * (lastRow.length - 1))).toBe(300 * columns + 20 * (columns - 1));
    expect(boxes.map((box) => Math.round(box.height))).toEqual(boxes.map(() => 300));
    expect(boxes.filter((box) => Math.abs(box.top - boxes[0]!.top) < 1)).toHaveLength(columns);
  });

  it('a blog card opens its post from anywhere on the card, the image included, through one link', async () => {
    const { page } = await open('/blog/', 1280, { hydrated: '.blog-grid__list' });
    const card = page.locator('.blog-card', { hasText: 'Kenya Safari with Kids: What to Expect' });
    expect(await card.locator('a').count()).toBe(1);
    // Where a visitor clicks: the middle of the image, then the byline under the title.
    for (const part of ['.blog-card__image', '.blog-card__byline']) {
      const target = page.locator('.blog-card', { hasText: 'Kenya Safari with Kids: What to Expect' }).locator(part);
      await target.scrollIntoViewIfNeeded();
      const box = (await target.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForURL(`${e2e.site.url}/kenya-safari-with-kids-what-to-expect/`);
      await page.goBack();
      await page.locator('.blog-grid__list').waitFor();
    }
  });
});

describe('motto parallax without a seam', () => {
  it.each([
    ['/family-travel/', 1280],
    ['/family-travel/', 390],
    ['/honeymoon/', 1280],
    ['/honeymoon/', 390],
  ])('%s at %i px: the image covers the whole motto section at every scroll position', async (path, width) => {
    const { page } = await open(path, width);
    const motto = page.locator('.motto');
    await motto.scrollIntoViewIfNeeded();
    const total = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    for (let y = 0; y <= total; y += 150) {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const gap = await page.evaluate(() => {
        const section = document.querySelector('.motto')!.getBoundingClientRect();
        const layer = document.querySelector('.motto__backdrop')!.getBoundingClientRect();
        if (section.bottom < 0 || section.top > window.innerHeight) return 0;
        return Math.max(0, layer.top - section.top, section.bottom - layer.bottom);
      });
      expect(gap, `uncovered px at scroll ${y}`).toBe(0);
    }
  });
});
