import { randomBytes } from 'node:crypto';

/**
 * Per-response nonces on pages that may come from the render cache. The template's own script
 * elements (and Vite's module preloads) get `nonce="<placeholder>"` before content is filled in;
 * every response swaps the placeholder for its nonce. The placeholder is random per process, so
 * content can never carry it: only elements we wrote ever receive a nonce — a script that some
 * bug let content inject stays without one, and the browser refuses to run it.
 */
export const NONCE_PLACEHOLDER = `csp-nonce-${randomBytes(12).toString('hex')}`;

/** Adds the placeholder nonce to the template's `<script>` and `<link rel="modulepreload">` elements. */
export function markTemplateScripts(template: string): string {
  return template
    .replace(/<script\b(?![^>]*\snonce=)/gi, `<script nonce="${NONCE_PLACEHOLDER}"`)
    .replace(/<link\b(?=[^>]*\brel="modulepreload")(?![^>]*\snonce=)/gi, `<link nonce="${NONCE_PLACEHOLDER}"`);
}

/** The response's nonce in place of the placeholder (removed when there is none). */
export function applyNonce(html: string, nonce: string | undefined): string {
  return nonce
    ? html.replaceAll(NONCE_PLACEHOLDER, nonce)
    : html.replaceAll(` nonce="${NONCE_PLACEHOLDER}"`, '');
}
