const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g;

/** The id of the shell's one inline script (tests tell it from content by it). */
export const START_SCRIPT_ID = '__APP_START__';

/** How long the scripts wait at most for the page's high-priority images (its LCP candidates). */
export const HERO_WAIT_MS = 3000;

/**
 * Rewrites Vite's HTML shell so that the browser asks for the JavaScript after the page has
 * painted, not while it parses the HTML. The page is complete without it (server-rendered, links
 * and forms work without JavaScript), so on a phone's network the stylesheet and the hero image
 * get the bandwidth first and the page paints sooner; hydration follows.
 * "Painted" means the first frame, and the images marked `fetchpriority="high"` (the hero: the
 * page's largest paint) decoded, or failed, and shown by the next frame, or HERO_WAIT_MS at most:
 * scripts that start while the hero is still on its way share its bandwidth and push the largest
 * paint back (an image can be loaded, `complete`, and still not painted).
 * The entry's static imports are preloaded at the same moment, so they still load in parallel,
 * and evaluated one per task before the entry.
 * Throws when the shell does not have the expected shape (a change in Vite's output must not
 * silently leave a page without its script).
 */
export function scriptsAfterFirstPaint(shell: string): string {
  const entry = ENTRY_SCRIPT.exec(shell)?.[1];
  if (!entry) throw new Error('the HTML shell has no module entry script to defer');
  const preloads = [...shell.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const start = [
    'let started = false;',
    'const start = () => {',
    'if (started) return; started = true;',
    `for (const href of ${JSON.stringify(preloads)}) {`,
    "const link = document.createElement('link'); link.rel = 'modulepreload'; link.href = href; document.head.append(link);",
    '}',
    // Each chunk the entry imports (React, React Router: preloaded above, in the order Vite lists
    // them, dependencies first) is evaluated in a task of its own, then the entry: on a phone one
    // module graph was one long task (issue 33). A chunk that fails leaves it to the entry, which
    // imports it again and reports the failure.
    'const nextTask = () => new Promise((resolve) => setTimeout(resolve));',
    'let chain = Promise.resolve();',
    `for (const href of ${JSON.stringify(preloads)}) chain = chain.then(() => import(href)).then(nextTask);`,
    `const entry = () => import(${JSON.stringify(entry)});`,
    'chain.then(entry, entry);',
    '};',
    // rAF runs before the next paint, the timeout right after it.
    'const afterNextPaint = (then) => requestAnimationFrame(() => setTimeout(then));',
    'afterNextPaint(() => {',
    // decode() settles when an image is ready to be painted (loaded or not: a failure rejects).
    `const heroes = [...document.querySelectorAll('img[fetchpriority="high"]')];`,
    'Promise.all(heroes.map((image) => image.decode().catch(() => undefined))).then(() => afterNextPaint(start));',
    `setTimeout(start, ${HERO_WAIT_MS});`,
    '});',
  ].join(' ');
  return shell
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, () => `<script type="module" id="${START_SCRIPT_ID}">${start}</script>\n`);
}
