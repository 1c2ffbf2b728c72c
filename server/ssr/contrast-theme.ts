import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { CONTRAST_CHOICES, CONTRAST_COOKIE, contrastChoiceOf, type ContrastChoice } from '../../src/shared/contrast-preference';

/** The visitor's contrast choice from the request's cookie (hono/cookie); undefined when absent or unknown. */
export const contrastChoiceOfRequest = (c: Context) => contrastChoiceOf(getCookie(c, CONTRAST_COOKIE));

/** The `<html>` start tag of the template (index.html); the theme attribute goes right after it. */
const HTML_TAG = '<html lang="en"';

/**
 * The visitor's contrast theme on a page rendered for one visitor only (a no-JavaScript form
 * post's answer, never cached): `<html lang="en" data-contrast="more">`.
 */
export function withContrastTheme(html: string, choice: ContrastChoice | undefined): string {
  if (!choice) return html;
  return html.replace(HTML_TAG, () => `${HTML_TAG} data-contrast="${choice}"`);
}

/** The id of the head's theme script (tests tell it from content by it). */
export const CONTRAST_SCRIPT_ID = '__CONTRAST__';

const CHOICE_IN_COOKIES = `(?:^|;\\s*)${CONTRAST_COOKIE}=(${CONTRAST_CHOICES.join('|')})(?:;|$)`;

/**
 * Pages are the same for every visitor, so a CDN may keep one copy (docs/deployment.md): the
 * visitor's theme is set in the browser, by this script first in the `<head>`, from the cookie
 * the header's toggle writes (src/site/contrast-toggle.tsx). A classic inline script runs while
 * the head is parsed, before anything is painted, so the page never flashes the other theme.
 * It gets the response's CSP nonce like the template's other scripts (markTemplateScripts).
 * Without JavaScript the stylesheet follows the system's `prefers-contrast`.
 */
export const CONTRAST_SCRIPT =
  `<script id="${CONTRAST_SCRIPT_ID}">(function(){var m=document.cookie.match(new RegExp(${JSON.stringify(CHOICE_IN_COOKIES)}));` +
  `if(m)document.documentElement.setAttribute('data-contrast',m[1])})()</script>`;

/** The template with the theme script as the head's first element. */
export function withContrastScript(template: string): string {
  return template.replace(/<head>/i, (head) => `${head}${CONTRAST_SCRIPT}`);
}
