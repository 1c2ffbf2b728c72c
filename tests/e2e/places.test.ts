import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { siteAndBrowserForFile } from './support/site-and-browser';
import { waitForCarouselLoop } from './carousel-support';
import { z } from 'zod';
import { demoFacts, seedDocuments } from '../../server/db/seed';
import { textBlockItem } from '../../src/content/contract/page-fields';
import { siteConfig } from '../../src/site/site-config';
import { openReused, reusedPages } from './support/reused-pages';
import { parseJsonOrUndefined } from '../../src/lib/plain-data';
import { textReadByScrolling } from './support/sections';
import { logLine } from './support/site-server';

/**
 * The pages of spec document 2 this issue owns (places, themed, about, advisors, safari, static
 * pages, hub), built and served with the embedded store's demo content, read as raw server HTML and
 * in Chromium at 390 px and 1280 px.
 */
const WIDTHS = [390, 1280] as const;

const e2e = siteAndBrowserForFile();

// ---------------------------------------------------------------------------------------------
// What the demo content says, so the checks follow the store rather than copies of its texts.

const pageShape = z.object({
  meta_title: z.string(),
  meta_description: z.string(),
  meta_keyword: z.string(),
  banners: z.array(z.object({ bannerText: z.string() })).optional(),
  introduction: z.array(textBlockItem).optional(),
  motto: z.array(textBlockItem).optional(),
  planning: z.array(textBlockItem).optional(),
  certifications: z.array(textBlockItem).optional(),
  Testimonial: z.array(textBlockItem).optional(),
});

function demoPage(pageId: number) {
  const found = seedDocuments.find((d) => d.call === 'pages/get' && d.key === String(pageId));
  const body = z.object({ data: pageShape }).parse(found?.body);
  return body.data;
}

const first = (items: { text?: string }[] | undefined): string => {
  const text = items?.[0]?.text;
  if (!text) throw new Error('demo content has no first item text');
  return text;
};

interface RouteCheck {
  path: string;
  title: string;
  /** Texts the page shows (in the raw server HTML and in the browser). */
  texts: string[];
  /** Links by accessible name (a regular expression source) and their exact href. */
  links: [string, string][];
}

const themedPaths: [string, number][] = [
  ['/destinetion-wedding/', 4],
  ['/honeymoon/', 5],
  ['/anniversary/', 6],
  ['/all-inclusive-vacations/', 7],
  ['/ocean-cruise/', 8],
  ['/river-cruise/', 9],
  ['/disney-vacations/', 10],
  ['/universal-studios-vacations/', 11],
  ['/colorado-ski-vacations/', 12],
];

const themedChecks: RouteCheck[] = themedPaths.map(([path, pageId]) => {
  const data = demoPage(pageId);
  return {
    path,
    title: data.meta_title,
    texts: [first(data.banners?.map((b) => ({ text: b.bannerText }))), first(data.introduction), first(data.motto), first(data.planning)],
    links: [['^Plan my trip$', '/go/']],
  };
});

const advisor = (path: string, pageId: number): RouteCheck => {
  const data = demoPage(pageId);
  const certification = data.certifications?.[0]?.description?.split('\n')[0] ?? '';
  return {
    path,
    title: data.meta_title,
    texts: [first(data.introduction), 'Certifications', certification, data.Testimonial?.[0]?.description ?? ''],
    links: [],
  };
};

const routes: RouteCheck[] = [
  {
    path: '/destinations/',
    title: demoPage(17).meta_title,
    texts: ['Where Will You Go Next?', 'Our Destinations', 'Our Specialties'],
    links: [
      ['^Kenya$', '/country/kenya/'],
      ['^Costa Rica$', '/country/costa-rica/'],
      ['^Kenya Safari$', '/landing-kenya-vacations/'],
    ],
  },
  {
    path: '/experiences/',
    title: demoPage(18).meta_title,
    texts: ['Experiences to Remember', 'Find Your Kind of Trip'],
    links: [['^Family Travel', '/family-travel/']],
  },
  {
    path: '/month/',
    title: demoPage(16).meta_title,
    texts: ['Where to Go, Month by Month', 'January', 'December'],
    links: [
      ['^January', '/monthly/january/'],
      ['^December', '/monthly/december/'],
    ],
  },
  {
    path: '/monthly/january/',
    title: 'Where to Travel in January | Travel N Relax',
    texts: ['Start the Year in Thailand', 'Where to Travel in January', 'Thailand', 'More Destinations'],
    links: [
      ['^Explore Costa Rica$', '/country/costa-rica/'],
      ['^Plan my trip$', '/go/'],
    ],
  },
  {
    path: '/country/kenya/',
    title: 'Kenya Vacations | Travel N Relax',
    texts: ['Kenya: Safari Country', 'Discover Kenya', 'Kenya is where safari began.'],
    links: [['^Plan my safari', '/landing-kenya-vacations/']],
  },
  {
    path: '/about-our-travel-agency/',
    title: demoPage(24).meta_title,
    texts: ['The People Behind Your Vacation', 'Our Aim', 'Honor', 'Diligence', 'Legacy', first(demoPage(24).motto), first(demoPage(24).planning)],
    links: [['^Plan my trip$', '/go/']],
  },
  ...themedChecks,
  {
    path: '/group-travel/',
    title: demoPage(3).meta_title,
    texts: ['Start Planning Your Group Adventure', 'Let us take care of the details while you enjoy quality time with your group.', first(demoPage(3).introduction)],
    links: [['^Plan my trip$', '/go/']],
  },
  {
    path: '/wedding-guest-travel/',
    title: demoPage(21).meta_title,
    texts: ['Travelling to a Wedding?', first(demoPage(21).introduction), 'Where to next?'],
    links: [['^Back to Home$', '/']],
  },
  {
    path: '/wedding-venues-abroad/',
    title: demoPage(22).meta_title,
    texts: ['Find Your Wedding Venue Abroad', first(demoPage(22).introduction), 'Where to next?'],
    links: [['^Back to Home$', '/']],
  },
  advisor('/about-our-travel-agency/sarah-mitchell/', 26),
  {
    ...advisor('/david-brooks/', 27),
    texts: [...advisor('/david-brooks/', 27).texts, 'Appointment With David Brooks', '30 Minute Meeting', 'India Standard Time', 'Contact'],
    // Contact is the submit button of a GET form to /go/ (journeys.test.ts follows it with the values typed).
    links: [],
  },
  {
    path: '/landing-kenya-vacations/',
    title: demoPage(28).meta_title,
    texts: ['Kenya Safari Vacations', 'The Maasai Mara', 'Sunrise Balloon Flights', 'Travel Gently', 'Start Planning Your Kenya Safari'],
    links: [['^Learn about the Mara', 'https://www.magicalkenya.com/']],
  },
  {
    path: '/customer-service/',
    title: 'Customer Service | Travel N Relax',
    texts: ['Customer Service', siteConfig.phone, siteConfig.email, 'Monday-Friday 9:00 AM-5:00 PM (MST)', 'Frequently Asked Questions', 'Feedback:'],
    links: [
      ['^Read the FAQs$', '/customer-service/#faq'],
      [`^${siteConfig.phone.replace(/[()]/g, '\\$&')}$`, siteConfig.phoneHref],
    ],
  },
  {
    path: '/accessibility/',
    title: 'Accessibility | Travel N Relax',
    texts: ['Keyboard navigation:', 'Image alt text:', 'Scalable text:', 'High contrast mode:', 'Report a Problem', siteConfig.phone, siteConfig.email],
    links: [[`^${siteConfig.email}$`, `mailto:${siteConfig.email}`]],
  },
  {
    path: '/terms-of-use/',
    title: 'Terms of Use | Travel N Relax',
    texts: ['Terms of Use', 'Bookings', 'Limitation of Liability'],
    links: [],
  },
  {
    path: '/privacy-policy/',
    title: 'Privacy Policy | Travel N Relax',
    texts: ['Privacy Policy', 'Information We Collect', 'Your Choices'],
    links: [],
  },
  {
    path: '/inspiration/',
    title: 'Trip Inspiration | Travel N Relax',
    texts: ['Trending Now', 'Chasing the Great Migration', 'Curious About Travel?', 'Sign Up'],
    links: [
      ['^MONTH$', '/month/'],
      ['^INSPIRATION$', '/inspiration/'],
      ['^TRIP FINDER$', '/destinations/'],
      ['^MOST POPULAR$', '/experiences/'],
    ],
  },
];

// ---------------------------------------------------------------------------------------------

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;');

/** These tests only read the pages they load: one page per width serves them all. */
const pageFor = reusedPages(() => e2e.browser);

async function open(width: number, path: string) {
  const { page, context, problems, response } = await openReused(
    pageFor,
    `${e2e.site.url}${path}`,
    { viewport: { width, height: 900 } },
    // 'load', not 'networkidle': the looping hero video may keep the network busy.
    { waitUntil: 'load', ready: waitForHydration },
  );
  return { page, context, problems, response };
}

/** React has attached itself to the page's main element. */
const waitForHydration = (page: Page) =>
  page.waitForFunction(() => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__react')));

describe('raw server HTML of every route holds its content and meta tags', () => {
  it.each(routes.map((route) => [route.path, route] as const))('%s', async (_path, route) => {
    const response = await fetch(`${e2e.site.url}${route.path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${escapeHtml(route.title)}</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}">/);
    expect(html).toMatch(/<meta name="keywords" content="[^"]+">/);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${route.path.replace(/[/]/g, '\\/')}">`));
    const text = decode(html);
    for (const expected of route.texts) expect(text, expected).toContain(expected);
    for (const [, href] of route.links) expect(text, href).toContain(`href="${href}"`);
  });

  it('answers 404 for a month slug that matches no month, showing only the chrome and the not-found text', async () => {
    const response = await fetch(`${e2e.site.url}/monthly/no-such-month/`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page not found');
    expect(html).not.toContain('data-section-id="introduction"');
    // The shared code's console.warn('[month] …') arrives as a pino JSON line tagged "month".
    await logLine(e2e.site, (line) => line.includes('no month matches the slug'));
    const warnings = e2e.site.logs.flatMap((line) => {
      const entry = z.object({ tag: z.string(), msg: z.string() }).safeParse(parseJsonOrUndefined(line));
      return entry.success ? [`[${entry.data.tag}] ${entry.data.msg}`] : [];
    });
    expect(warnings).toContain('[month] no month matches the slug "no-such-month"');
  });

  it('answers 404 for a country slug that names no destination, and moves a numeric id to the slug path', async () => {
    expect((await fetch(`${e2e.site.url}/country/atlantis/`)).status).toBe(404);
    const numeric = await fetch(`${e2e.site.url}/country/1/`, { redirect: 'manual' });
    expect(numeric.status).toBe(302);
    expect(numeric.headers.get('location')).toMatch(/\/country\/kenya\/$/);
  });

  it('serves a country page for every destination of the list, by its slug', async () => {
    for (const slug of demoFacts.destinationSlugs) {
      const response = await fetch(`${e2e.site.url}/country/${slug}/`);
      expect(response.status, slug).toBe(200);
      expect(await response.text(), slug).toContain('data-section-id="overview"');
    }
  });
});

describe('every route in Chromium at 390 px and 1280 px', () => {
  for (const width of WIDTHS) {
    it.each(routes.map((route) => [route.path, route] as const))(`%s at ${width} px`, async (_path, route) => {
      const { page, problems, response } = await open(width, route.path);
      expect(response?.status()).toBe(200);
      expect(await page.title()).toBe(route.title);
      const main = page.locator('main');
      const text = await textReadByScrolling(main);
      for (const expected of route.texts) expect(text, expected).toContain(expected);
      for (const [name, href] of route.links) {
        const link = main.getByRole('link', { name: new RegExp(name) }).first();
        expect(await link.getAttribute('href'), name).toBe(href);
      }
      // Nothing in the page is wider than the screen.
      const overflow = await page.evaluate(() => document.querySelector('main')!.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(problems).toEqual([]);
    });
  }
});

describe('behaviour in the browser', () => {
  it('opens a month from the month grid by client-side navigation', async () => {
    const { page } = await open(1280, '/month/');
    await page.getByRole('link', { name: /^March/ }).click();
    await page.waitForURL(/\/monthly\/march\/$/);
    await expect.poll(() => page.locator('main').innerText()).toContain('Where to Travel in March');
  });

  it('shows four destination images on the month and country pages', async () => {
    for (const path of ['/monthly/january/', '/country/kenya/']) {
      const { page } = await open(1280, path);
      expect(await page.locator('.destination-details__image').count(), path).toBe(4);
    }
  });

  it('opens the country overview button and the experiences in a new tab', async () => {
    const { page } = await open(1280, '/country/kenya/');
    const overview = page.locator('[data-section-id="overview"] a');
    expect(await overview.getAttribute('target')).toBe('_blank');
    expect(await overview.getAttribute('rel')).toBe('noopener noreferrer');
    const experiences = await open(1280, '/experiences/');
    const cards = experiences.page.locator('.experiences-carousel__card');
    expect(await cards.count()).toBeGreaterThan(0);
    for (const target of await cards.evaluateAll((links) => links.map((a) => a.getAttribute('target')))) expect(target).toBe('_blank');
  });

  it('shows 5, 4, 2 and 3 experience slides by width, with no arrows or dots below 480 px', async () => {
    for (const [width, slides, controls] of [
      [1280, 5, true],
      [900, 4, true],
      [600, 2, true],
      [390, 3, false],
    ] as const) {
      const { page } = await open(width, '/experiences/');
      await waitForCarouselLoop(page, '.experiences-carousel');
      await expect.poll(() => page.locator('.react-multi-carousel-item--active').count(), { message: `${width} px` }).toBe(slides);
      expect(await page.getByRole('button', { name: 'Next specialties' }).isVisible(), `${width} px arrows`).toBe(controls);
      expect(await page.locator('.react-multi-carousel-dot-list').isVisible(), `${width} px dots`).toBe(controls);
    }
  });

  it('swaps in the Universal mobile background below 640 px', async () => {
    const mobile = await open(390, '/universal-studios-vacations/');
    const mobileHero = await mobile.page.locator('.hero').evaluate((hero) => getComputedStyle(hero).backgroundImage);
    expect(mobileHero).toContain('/images/demo/universal-mobile.svg');
    expect(await mobile.page.locator('.hero__media').first().isVisible()).toBe(false);
    const desktop = await open(1280, '/universal-studios-vacations/');
    expect(await desktop.page.locator('.hero__media').first().isVisible()).toBe(true);
  });

  it('shows at most 5 introduction and 2 motto sections on the safari page, images alternating', async () => {
    const { page } = await open(1280, '/landing-kenya-vacations/');
    const titles = await page.locator('.safari-sections__item h2').allInnerTexts();
    expect(titles).toHaveLength(7);
    expect(titles).not.toContain('Beach Time on the Coast');
    expect(titles).not.toContain('Guides Who Feel Like Family');
    const sides = await page
      .locator('.safari-sections__item')
      .evaluateAll((items) => items.map((item) => item.classList.contains('safari-sections__item--image-right')));
    expect(sides).toEqual([false, true, false, true, false, true, false]);
    expect(await page.locator('.safari-sections__image').first().getAttribute('src')).toBe('/images/demo/kenya-savanna.svg');
  });

  it('moves the advisor background with parallax while scrolling', async () => {
    const { page } = await open(1280, '/about-our-travel-agency/sarah-mitchell/');
    // The backdrop layer moves against the scroll (use-parallax.ts) and always covers the section.
    const place = () =>
      page.locator('.advisor-intro__backdrop').evaluate((layer) => {
        const section = layer.parentElement!.getBoundingClientRect();
        const box = layer.getBoundingClientRect();
        return { offset: Math.round(box.top - section.top), covers: box.top <= section.top && box.bottom >= section.bottom };
      });
    const before = await place();
    expect(before.covers).toBe(true);
    await page.mouse.wheel(0, 300);
    await expect.poll(async () => (await place()).offset).toBeGreaterThan(before.offset + 100);
    expect((await place()).covers).toBe(true);
  });

  it("selects a date on David Brooks's calendar (today by default)", async () => {
    const { page, problems } = await open(390, '/david-brooks/');
    const panel = page.locator('.appointment-panel');
    expect(await panel.locator('.rdp-selected').count()).toBe(1);
    expect(await panel.locator('.rdp-today').count()).toBe(1);
    const label = panel.locator('.appointment-panel__selected');
    const before = await label.innerText();
    await panel.locator('.rdp-day:not(.rdp-selected):not(.rdp-outside) button').first().click();
    await expect.poll(() => label.innerText()).not.toBe(before);
    expect(problems).toEqual([]);
  });

  it('signs up for the newsletter through newsletter/subscribe, after checking the e-mail', async () => {
    const { page } = await open(390, '/inspiration/');
    const field = page.getByLabel('Your e-mail address');
    await field.fill('not-an-email');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Please enter a valid email address.');
    await field.fill('e2e.traveller@example.com');
    const response = page.waitForResponse((r) => r.url().endsWith('/api/newsletter/subscribe'));
    await page.getByRole('button', { name: 'Sign Up' }).click();
    expect((await response).status()).toBe(200);
    await expect
      .poll(() => page.locator('.newsletter').innerText())
      .toContain('Thanks for signing up! Travel ideas are on their way to your inbox.');
    // Stored, first time for this address (the server logs the sign-up without the address).
    const stored = e2e.site.logs.filter((line) => line.includes('newsletter subscription stored'));
    expect(stored.some((line) => line.includes('"source":"inspiration"') && line.includes('"repeated":false'))).toBe(true);
    expect(e2e.site.logs.join('\n')).not.toContain('e2e.traveller@example.com');
  });

  // The short advisor path (linked from the home page) moves to the canonical one (site.json redirect).
  it('moves /sarah-mitchell/ to /about-our-travel-agency/sarah-mitchell/', async () => {
    const response = await fetch(`${e2e.site.url}/sarah-mitchell/`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toMatch(/\/about-our-travel-agency\/sarah-mitchell\/$/);
  });
});
