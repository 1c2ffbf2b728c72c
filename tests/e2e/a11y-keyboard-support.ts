import type { Page } from 'playwright-core';

/** What the keyboard focus is on after one key press, as the tests need to judge it. */
export interface FocusStop {
  /** e.g. `a "Blog"`, `button "Open menu"`, `select #enquiry-month`. */
  label: string;
  id: string;
  /** Position of the element in document order (tab order should follow it). */
  order: number;
  /** It has a box on screen (not hidden, not zero-sized). */
  visible: boolean;
  /** An outline of 2 px or more, or a box-shadow ring, is drawn while it has focus. */
  ring: boolean;
}

/** Describes the focused element in the page. */
export function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    // Inside a date input's own parts (its calendar button) the browser draws the ring itself.
    const focusInsideControl = !element.matches(':focus') && element.matches(':focus-within');
    const ring = (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none' || focusInsideControl;
    return {
      label: `${element.tagName.toLowerCase()}${element.id ? ` #${element.id}` : ''} "${name}"`,
      id: element.id,
      order: [...document.querySelectorAll('*')].indexOf(element),
      visible: box.width > 0 && box.height > 0 && style.visibility !== 'hidden',
      ring,
    };
  });
}

/** Presses Tab until the focus is on an element matching `selector`; fails after `limit` presses. */
export async function tabTo(page: Page, selector: string, limit = 120): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector} in ${limit} presses (last: ${(await focusStop(page))?.label ?? 'body'})`);
}

/**
 * Presses Tab until the focus is on another element: date inputs take one Tab per part (month,
 * day, year, hours..., the calendar button) while the focus stays on the input.
 */
export async function tabToNextElement(page: Page, limit = 12): Promise<void> {
  const current = await page.evaluateHandle(() => document.activeElement);
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((before) => document.activeElement !== before, current)) return;
  }
  throw new Error(`the focus stayed on the same element for ${limit} presses of Tab`);
}

/** Every stop of the Tab key from the top of the page until the focus leaves the page. */
export async function tabThroughPage(page: Page, limit = 400): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    const stop = await focusStop(page);
    if (!stop) break;
    if (stops.length > 0 && stop.order === stops[0]!.order) break;
    stops.push(stop);
  }
  return stops;
}

/** Moves a focused <select> with the arrow keys until the option labelled `label` is chosen. */
export async function arrowToOption(page: Page, label: string, limit = 300): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    const chosen = await page.evaluate(() => {
      const select = document.activeElement;
      return select instanceof HTMLSelectElement ? (select.selectedOptions[0]?.textContent ?? '') : null;
    });
    if (chosen === null) throw new Error('the focus is not on a select');
    if (chosen === label) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`option ${label} not reached with ArrowDown`);
}
