import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { siteAndBrowserForFile } from './support/site-and-browser';
import { everyRoute, NARROWEST, newContext, settle } from './a11y-support';
import { eachRoute } from './support/each-route';

/**
 * Scalable text: at 320 px wide with the text at 200%, no text is cut off or runs off the page,
 * on every route (the sitemap, the page config it leaves out, the 404 page).
 * The spec's fixed sizes (500 px package cards, 300 px specialty tiles, the 5-line and 5rem
 * clamps) must grow or leave the rest reachable (a Read More button) instead.
 */
const e2e = siteAndBrowserForFile();

/**
 * Text that is cut: a text node whose rectangle reaches past an ancestor that hides its overflow
 * on that axis (a fixed-height card, a clamp, a carousel window). A clamp counts as fine when a
 * button with aria-expanded="false" controls it (Read More) or sits next to it in its card.
 * Slides out of view are aria-hidden or inert, and screen-reader-only text is clipped on purpose.
 */
function clippedText(page: Page) {
  return page.evaluate(() => {
    const hides = (value: string) => value === 'hidden' || value === 'clip';
    const expandable = (node: Element) =>
      (node.id !== '' && document.querySelector(`[aria-controls~="${node.id}"][aria-expanded="false"]`) !== null) ||
      node.parentElement?.querySelector(':scope > button[aria-expanded="false"], :scope > * > button[aria-expanded="false"]') != null;
    const name = (node: Element) => `${node.tagName.toLowerCase()}${node.classList.length ? `.${[...node.classList].join('.')}` : ''}`;
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const owner = text.parentElement;
      if (!owner || (text.textContent ?? '').trim() === '') continue;
      if (owner.closest('.visually-hidden, [aria-hidden="true"], [inert], script, style, noscript, template')) continue;
      // A library's own screen-reader-only text (react-day-picker's live caption): a 1 px box that
      // clips its text, the same technique as .visually-hidden, written inline.
      const ownerBox = owner.getBoundingClientRect();
      if (ownerBox.width <= 1 && ownerBox.height <= 1 && hides(getComputedStyle(owner).overflow)) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      const box = range.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      for (let node: Element | null = owner; node && node !== document.documentElement; node = node.parentElement) {
        const style = getComputedStyle(node);
        const clip = node.getBoundingClientRect();
        const cutX = hides(style.overflowX) && (box.left < clip.left - 1 || box.right > clip.right + 1);
        const beyondY = hides(style.overflowY) && (box.top < clip.top - 1 || box.bottom > clip.bottom + 1);
        // A clamp with its Read More: the lines below it are hidden on purpose, and the text's
        // rectangle (which counts them) then reaches past every window above it too.
        if (beyondY && !cutX && expandable(node)) break;
        const cutY = beyondY;
        if (cutX || cutY) {
          found.add(`"${(text.textContent ?? '').trim().slice(0, 30)}" cut ${cutX ? 'sideways' : 'at the bottom'} by ${name(node)}`);
          break;
        }
      }
    }
    return [...found];
  });
}

const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

describe(`text at 200% on a ${NARROWEST} px screen`, () => {
  it('no text is cut off and the page never scrolls sideways', { timeout: 300_000 }, async () => {
    const context = await newContext(e2e.browser, NARROWEST);
    const paths = await everyRoute(e2e.site.url);
    const problems = await eachRoute(context, e2e.site.url, paths, async ({ page }, path) => {
      await page.evaluate(() => {
        document.documentElement.style.fontSize = '200%';
      });
      await settle(page);
      return [
        ...((await pageScrollsSideways(page)) ? [`${path}: the page scrolls sideways`] : []),
        ...(await clippedText(page)).map((cut) => `${path}: ${cut}`),
      ];
    });
    await context.close();
    expect(problems).toEqual([]);
  });
});
