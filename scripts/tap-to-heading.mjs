/* global window, document, MutationObserver, addEventListener -- the functions given to page.evaluate run in the browser */
// Bench figure (issue 22): time from a tap on a link to the next page's heading on screen, for
// client-side navigations at a phone's width (390 px, touch) and at a desktop's (1280 px). Ten
// navigations each (blog cards from /blog/), measured inside the page: a MutationObserver set up
// before the tap notes when an <h1> with the post's title is in the document.
import { launchBenchChromium } from './bench-chromium.mjs';

const NAVIGATIONS = 10;

async function launch() {
  return launchBenchChromium(['--disable-quic']);
}

async function measureWidth(browser, base, { width, height, touch }) {
  const context = await browser.newContext({ viewport: { width, height }, hasTouch: touch, isMobile: touch });
  const page = await context.newPage();
  const times = [];
  for (let n = 0; n < NAVIGATIONS; n += 1) {
    await page.goto(`${base}/blog/`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated]');
    const links = page.locator('.blog-card__link');
    const link = links.nth(n % (await links.count()));
    const title = (await link.textContent())?.trim() ?? '';
    await link.scrollIntoViewIfNeeded();
    await page.evaluate((expected) => {
      window.__headingShown = new Promise((resolve) => {
        const seen = () => [...document.querySelectorAll('h1')].some((h1) => h1.textContent?.trim() === expected);
        const observer = new MutationObserver(() => {
          if (!seen()) return;
          observer.disconnect();
          resolve(performance.now());
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      });
      window.__tappedAt = 0;
      addEventListener('pointerdown', () => (window.__tappedAt = performance.now()), { once: true, capture: true });
    }, title);
    if (touch) await link.tap();
    else await link.click();
    const shownAt = await page.evaluate(() => window.__headingShown);
    const tappedAt = await page.evaluate(() => window.__tappedAt);
    times.push(shownAt - tappedAt);
  }
  await context.close();
  return times;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Medians of ten tap-to-heading times at 390 px (touch) and 1280 px, and their ratio. */
export async function tapToHeading(base) {
  const browser = await launch();
  try {
    const phone = await measureWidth(browser, base, { width: 390, height: 844, touch: true });
    const desktop = await measureWidth(browser, base, { width: 1280, height: 900, touch: false });
    return { phoneMs: median(phone), desktopMs: median(desktop), ratio: median(phone) / median(desktop), phone, desktop };
  } finally {
    await browser.close();
  }
}
