import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, onePathPerPageConfig, settle } from './a11y-support';
import { eachRoute } from './support/each-route';
import { layoutProblems, MIN_TEXT_COLUMN } from './layout-problems';
import { siteAndBrowserForFile } from './support/site-and-browser';
import { viewportAt } from './support/screens';
import { hydrateEverySection } from './support/sections';
import { waitForEveryCarouselLoop } from './carousel-support';

/**
 * Every route at every width from 320 to 1440 px (issue 35): no page scrolls sideways, no control
 * a visitor can see is cut, and cards keep text columns of MIN_TEXT_COLUMN px or more. One page
 * load per route; the viewport is then resized through the widths, each measured once its layout
 * has been painted. The widths: a step through the range and every breakpoint with one pixel
 * either side, the spec's and each one the page's stylesheets use.
 */
const e2e = siteAndBrowserForFile();

const NARROWEST = 320;
const WIDEST = 1440;
const STEP = 80;
/** The spec's breakpoints: 480 and 768 (experiences carousel), 600 and 1024 (packages), 640 (backgrounds, testimonials), 768 and 1024 (blog carousel). */
const SPEC_BREAKPOINTS = [480, 600, 640, 768, 1024];

/**
 * The two widths either side of every width media query in the page's stylesheets: for
 * `min-width: 768px` 767 and 768, for `max-width: 767px` 767 and 768.
 */
function stylesheetBoundaries(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const found = new Set<number>();
    const visit = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSMediaRule) {
          for (const [, side, value, unit] of rule.media.mediaText.matchAll(/(min|max)-width:\s*([\d.]+)(px|em|rem)/g)) {
            const width = Math.round(Number(value) * (unit === 'px' ? 1 : 16));
            for (const each of side === 'min' ? [width - 1, width] : [width, width + 1]) found.add(each);
          }
        }
        if ('cssRules' in rule && rule.cssRules instanceof CSSRuleList) visit(rule.cssRules);
      }
    };
    for (const sheet of document.styleSheets) visit(sheet.cssRules);
    return [...found];
  });
}

function widthsToTry(boundaries: readonly number[]): number[] {
  const widths = new Set<number>(boundaries);
  for (let width = NARROWEST; width <= WIDEST; width += STEP) widths.add(width);
  for (const breakpoint of SPEC_BREAKPOINTS) for (const width of [breakpoint - 1, breakpoint, breakpoint + 1]) widths.add(width);
  return [...widths].filter((width) => width >= NARROWEST && width <= WIDEST).sort((a, b) => a - b);
}

describe(`every route from ${NARROWEST} to ${WIDEST} px`, () => {
  it(`never scrolls sideways, cuts no control and keeps cards' text columns at ${MIN_TEXT_COLUMN} px or more`, { timeout: 600_000 }, async () => {
    const paths = await onePathPerPageConfig(e2e.site.url);
    const context = await newContext(e2e.browser, 1280);
    const tried = new Set<number>();
    // Problem (route and what) → the widths it shows at, with their figures.
    const seen = new Map<string, string[]>();
    await eachRoute(context, e2e.site.url, paths, async ({ page }, path) => {
      // Every section running (carousels measure their slides), as on a page scrolled through.
      await hydrateEverySection(page);
      // And each carousel's loop started: it starts in idle time near the screen and renders its
      // clones then; a width measured before that saw a track still laid out for the last one
      // (a loaded CI run, 320 px, once hydrateEverySection got faster).
      await waitForEveryCarouselLoop(page);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      const widths = widthsToTry(await stylesheetBoundaries(page));
      for (const width of widths) {
        tried.add(width);
        await page.setViewportSize(viewportAt(width));
        // Two frames: the resize's layout, and what a carousel re-measuring on it changed.
        await settle(page);
        for (const problem of await layoutProblems(page)) {
          const key = `${path}: ${problem.what}`;
          seen.set(key, [...(seen.get(key) ?? []), `${width} (${problem.detail})`]);
        }
      }
      return [];
    });
    await context.close();
    expect(paths.length).toBeGreaterThan(30);
    expect([...tried]).toEqual(expect.arrayContaining([NARROWEST, 767, 768, 769, 1023, 1024, 1025, WIDEST]));
    const report = [...seen].map(([key, widths]) => `${key} at ${widths.join(', ')}`);
    expect(report.join('\n')).toBe('');
  });
});
