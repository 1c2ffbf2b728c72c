const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g;

/** The id of the shell's one inline script (tests tell it from content by it). */
export const START_SCRIPT_ID = '__APP_START__';

/**
 * Rewrites Vite's HTML shell so that the browser asks for the JavaScript after the first paint,
 * not while it parses the HTML. The page is complete without it (server-rendered, links and
 * forms work without JavaScript), so on a phone's network the stylesheet and the hero image
 * get the bandwidth first and the page paints sooner; hydration follows a frame later.
 * The entry's static imports are preloaded at the same moment, so they still load in parallel.
 * Throws when the shell does not have the expected shape (a change in Vite's output must not
 * silently leave a page without its script).
 */
export function scriptsAfterFirstPaint(shell: string): string {
  const entry = ENTRY_SCRIPT.exec(shell)?.[1];
  if (!entry) throw new Error('the HTML shell has no module entry script to defer');
  const preloads = [...shell.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const start = [
    // rAF runs before the next paint, the timeout right after it.
    'requestAnimationFrame(() => setTimeout(() => {',
    `for (const href of ${JSON.stringify(preloads)}) {`,
    "const link = document.createElement('link'); link.rel = 'modulepreload'; link.href = href; document.head.append(link);",
    '}',
    `import(${JSON.stringify(entry)});`,
    '}));',
  ].join(' ');
  return shell
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, () => `<script type="module" id="${START_SCRIPT_ID}">${start}</script>\n`);
}
