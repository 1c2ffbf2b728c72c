import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One chunk, loaded with every page, for what most pages need in the browser: the small zod-free
 * helpers blocks share (formatting, links, images, status texts) and the components of the blocks
 * that most page configs use. Left to itself the bundler gives each of them a chunk of its own: a
 * page of a dozen blocks then loads some thirty scripts of a few hundred bytes, and each response's
 * headers (the full security set, issue 10) weigh more than its code.
 *
 * One of the browser build's chunk groups (page-set-chunks.ts, which orders them). Only modules
 * that import no schema code belong here: a captured module brings its imports into
 * the chunk, and this chunk loads with every page, which must stay free of zod (decision 006;
 * tests/e2e/first-download.test.ts fails otherwise).
 */
const SHARED_HELPERS = [
  /[\\/]src[\\/]lib[\\/](?!zod-browser)[^\\/]+\.tsx?$/,
  /[\\/]src[\\/]blocks[\\/]shared[\\/](content-link|fallback-image|slide-announcer|star-rating|status-message|blog-path|default-image|scroll-behavior|use-failure-warning|use-parallax|opens-the-page)\.tsx?$/,
  /[\\/]src[\\/]content[\\/]contract[\\/](image-url|call-names)\.ts$/,
  // React's JSX runtime: every component module imports it.
  /[\\/]node_modules[\\/]react[\\/](jsx-runtime\.js|cjs[\\/]react-jsx-runtime\.production\.js)$/,
];

/** For each block type, the page configs in `dir` that use it (file names without .json, sorted). */
export function pagesByBlockType(dir: string): Map<string, string[]> {
  const pages = new Map<string, string[]>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')).sort()) {
    const types = new Set([...readFileSync(join(dir, file), 'utf8').matchAll(/"type"\s*:\s*"([a-z0-9-]+)"/g)].map((m) => m[1] ?? ''));
    for (const type of types) pages.set(type, [...(pages.get(type) ?? []), file.replace(/\.json$/, '')]);
  }
  return pages;
}

/** How many page configs `dir` holds. */
export function pageCount(dir: string): number {
  return readdirSync(dir).filter((name) => name.endsWith('.json')).length;
}

/** Block types used by at least `share` of the page configs in `dir`. */
export function commonBlockTypes(dir: string, share = 1 / 3): string[] {
  const pages = pageCount(dir);
  return [...pagesByBlockType(dir)].filter(([, users]) => users.length >= pages * share).map(([type]) => type).sort();
}

/** Whether a module goes to the shared chunk: a shared helper, or the component of a common block. */
export function sharedModuleTest(commonTypes: readonly string[]): (id: string) => boolean {
  const components = commonTypes.map((type) => new RegExp(`[\\\\/]src[\\\\/]blocks[\\\\/]${type}[\\\\/]${type}\\.tsx$`));
  return (id) => SHARED_HELPERS.some((pattern) => pattern.test(id)) || components.some((pattern) => pattern.test(id));
}
