import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { CONTRAST_COOKIE, contrastChoiceOf, type ContrastChoice } from '../../src/site/contrast-preference';

/** The visitor's contrast choice from the request's cookie (hono/cookie); undefined when absent or unknown. */
export const contrastChoiceOfRequest = (c: Context) => contrastChoiceOf(getCookie(c, CONTRAST_COOKIE));

/** The `<html>` start tag of the template (index.html); the theme attribute goes right after it. */
const HTML_TAG = '<html lang="en"';

/**
 * The visitor's contrast theme on a rendered page, set after the render cache so that one cached
 * page serves every visitor: `<html lang="en" data-contrast="more">`. Without a choice the page
 * is unchanged and its stylesheet follows the system's `prefers-contrast`.
 */
export function withContrastTheme(html: string, choice: ContrastChoice | undefined): string {
  if (!choice) return html;
  return html.replace(HTML_TAG, () => `${HTML_TAG} data-contrast="${choice}"`);
}

/**
 * A themed page is one visitor's variant: shared caches must not keep it (and hand it to others),
 * and the browser asks again, so a changed choice shows on the next load.
 */
export const THEMED_CACHE_CONTROL = 'private, no-cache';

export function markThemed(response: Response, choice: ContrastChoice | undefined): Response {
  if (choice) response.headers.set('cache-control', THEMED_CACHE_CONTROL);
  return response;
}
