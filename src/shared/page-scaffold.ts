import type { ConfigFile } from '../engine/config-check';
import { ROUTE_PATH } from '../engine/page-config-schema';

/**
 * A new page config copied from an existing page, with the new path and fresh section ids
 * (`<type>-<n>`), named page-configs/pages/<name from the path>.json (never over an existing
 * file). Used by `npm run new:page` (scripts/new-page.ts) and the studio's "new landing page".
 */
export interface ScaffoldRequest {
  path: string;
  like: string;
}

/**
 * A refusal in two wordings: `error` for the developer at `npm run new:page` (flags, file names),
 * `message` for the marketer in the studio (the page's address, never a file or a flag).
 */
export type ScaffoldResult = { ok: true; file: string; text: string } | { ok: false; error: string; message: string };

/** The name of a file in page-configs/pages/ (server/studio/page-config-files.ts reads only these). */
const PAGE_FILE_NAME = /^[a-z0-9][a-z0-9-]*\.json$/;

/** page-configs/pages/ file name for a route: "/landing-ski/" → "landing-ski.json", "/" → "home.json". */
export function fileNameFor(path: string): string {
  const name = path
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/^:/, ''))
    .join('-');
  return `${name || 'home'}.json`;
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : {};

export function scaffoldPage(request: ScaffoldRequest, pages: readonly ConfigFile[], exists: (file: string) => boolean): ScaffoldResult {
  // A dot or a capital is a valid route but no page config's file name (`/sitemap.xml/` would be
  // sitemap.xml.json, which neither the studio nor its requests can open).
  if (!ROUTE_PATH.test(request.path) || !PAGE_FILE_NAME.test(fileNameFor(request.path))) {
    return {
      ok: false,
      error: `--path "${request.path}" is not a page's route path: it starts and ends with "/" and uses lower-case letters, digits and "-", e.g. "/landing-ski/"`,
      message: `"${request.path}" is not a page address: an address starts and ends with "/" and uses lower-case letters, digits and "-", e.g. "/landing-ski/".`,
    };
  }
  const parsed = pages.map((file) => ({ file, config: record(safeJson(file.text)) }));
  const source = parsed.find((p) => p.config.path === request.like);
  if (!source) {
    const known = parsed.map((p) => p.config.path).filter((p): p is string => typeof p === 'string').sort();
    return {
      ok: false,
      error: `--like "${request.like}": no page config has that path. Pages: ${known.join(', ')}`,
      message: `There is no page at "${request.like}" to copy: choose one from the list.`,
    };
  }
  const taken = parsed.find((p) => p.config.path === request.path);
  if (taken) {
    return {
      ok: false,
      error: `${taken.file.file} already serves ${request.path}; not overwriting it`,
      message: `The page ${request.path} already exists: choose another address, or edit that page from the list.`,
    };
  }
  const file = `page-configs/pages/${fileNameFor(request.path)}`;
  if (exists(file)) {
    return {
      ok: false,
      error: `${file} already exists; not overwriting it`,
      message: `The address ${request.path} is too much like an existing page's address: choose another address.`,
    };
  }

  const counts = new Map<string, number>();
  const sections = (Array.isArray(source.config.sections) ? source.config.sections : []).map((section) => {
    const { id: _oldId, type, ...rest } = record(section);
    const base = typeof type === 'string' ? type : 'section';
    const n = (counts.get(base) ?? 0) + 1;
    counts.set(base, n);
    return { id: `${base}-${n}`, type, ...rest };
  });
  const config = { ...source.config, path: request.path, sections };
  return { ok: true, file, text: `${JSON.stringify(config, null, 2)}\n` };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // A file that is not JSON cannot be the model of a new page; check:configs reports it.
    return undefined;
  }
}
