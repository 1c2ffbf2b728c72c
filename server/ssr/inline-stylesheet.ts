import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;

/**
 * The built site's stylesheet inside the HTML shell, as a `<style>` element, instead of a link
 * (decision 012). A phone's first page paints without a second round trip for its one
 * render-blocking file: the bench's trace showed the LCP image loaded and then waiting on the
 * stylesheet. Client-side navigations fetch no HTML, so only full page loads carry its bytes.
 * Its `url(...)`s are absolute (/assets/...), so they mean the same from the page.
 * Throws when the file could end the element early (`</style`): a shell must not break silently.
 */
export function inlineStylesheets(shell: string, clientDir: string): string {
  return shell.replace(STYLESHEET_LINK, (_link, path: string) => {
    const css = readFileSync(join(clientDir, path), 'utf8');
    if (/<\/style/i.test(css)) throw new Error(`${path} contains "</style": it cannot be inlined`);
    return `<style data-href="/${path}">${css}</style>`;
  });
}
