import type { Page } from 'playwright-core';

/** The narrowest column a card's running text may have (issue 35: 119 px broke words mid-word). */
export const MIN_TEXT_COLUMN = 200;
/** Text this long wraps in a card's column: a title of two words may sit in a narrow tile. */
const RUNNING_TEXT = 40;

/** One problem of the page's layout at one width: `what` names it, `detail` holds the figures. */
export interface LayoutProblem {
  what: string;
  detail: string;
}

/**
 * What breaks the layout at the page's current width: the document scrolling sideways; a control a
 * visitor can see that reaches past the viewport or is cut by a box hiding its overflow; a card's
 * running text in a column narrower than MIN_TEXT_COLUMN. Controls no one can reach (inert, hidden,
 * aria-hidden) or see (a carousel's slide scrolled out of its window) are not counted.
 */
export function layoutProblems(page: Page): Promise<LayoutProblem[]> {
  return page.evaluate(
    ({ minColumn, runningText }) => {
      // One entry per kind of problem: six cards of one slider are one problem at this width.
      const problems = new Map<string, string>();
      const report = (what: string, detail: string) => {
        if (!problems.has(what)) problems.set(what, detail);
      };
      const root = document.documentElement;
      const viewport = root.clientWidth;
      const name = (element: Element) => {
        const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
        const classes = [...element.classList].slice(0, 2).join('.');
        return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}${text ? ` "${text}"` : ''}`;
      };

      if (root.scrollWidth > viewport) {
        report('the page scrolls sideways', `${root.scrollWidth - viewport} px`);
      }

      // A box cuts what reaches past it when it hides its overflow or contains its paint
      // (content-visibility: auto on the sections below the first screen, issue 33).
      const clipping = new Map<Element, boolean>();
      const hidesX = (element: Element) => {
        let hides = clipping.get(element);
        if (hides === undefined) {
          const style = getComputedStyle(element);
          hides = style.overflowX !== 'visible' || style.contentVisibility !== 'visible' || /paint|strict|content/.test(style.contain);
          clipping.set(element, hides);
        }
        return hides;
      };
      const controls = document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, [role="button"]');
      for (const control of controls) {
        if (control.closest('[inert], [hidden], [aria-hidden="true"], .visually-hidden, .form-honeypot')) continue;
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden') continue;
        // The part of the control its clipping ancestors leave on screen, and the one that cut it.
        let left = box.left;
        let right = box.right;
        let cutBy: Element | null = null;
        for (let node = control.parentElement; node && node !== root && node !== document.body; node = node.parentElement) {
          if (!hidesX(node)) continue;
          const clip = node.getBoundingClientRect();
          if (clip.left > left + 0.5 || clip.right < right - 0.5) cutBy ??= node;
          left = Math.max(left, clip.left);
          right = Math.min(right, clip.right);
        }
        if (right - left <= 0.5) continue; // scrolled out of its window (a carousel's other slides)
        if (box.left < -0.5 || box.right > viewport + 0.5) {
          report(`${name(control)} reaches past the viewport`, `${Math.round(box.left)}–${Math.round(box.right)} px`);
        } else if (cutBy) {
          report(`${name(control)} is cut by ${name(cutBy).split(' ')[0]}`, `${Math.round(right - left)} of ${Math.round(box.width)} px shown`);
        }
      }

      const isCard = (node: Element) => [...node.classList].some((token) => /(^|[-_])card$/.test(token));
      const inCard = (element: Element) => {
        for (let node: Element | null = element; node; node = node.parentElement) if (isCard(node)) return true;
        return false;
      };
      for (const text of document.querySelectorAll('p, h2, h3, h4, h5, h6, li, blockquote, dd')) {
        // Its own text, not a link's or an icon's label inside it (a list of social links).
        const own = [...text.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent ?? '');
        if (own.join('').trim().length < runningText || !inCard(text)) continue;
        const width = text.getBoundingClientRect().width;
        if (width > 0 && width < minColumn) {
          report(`${name(text).split(' ')[0]} has a text column under ${minColumn} px`, `${Math.round(width)} px`);
        }
      }
      return [...problems].map(([what, detail]) => ({ what, detail }));
    },
    { minColumn: MIN_TEXT_COLUMN, runningText: RUNNING_TEXT },
  );
}
