import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { formatProblem, type ConfigFile } from '../src/engine/config-check';
import { ROUTE_PATH } from '../src/engine/page-config-schema';
import { checkAllSiteConfigs, configFiles } from '../src/site/check-site-configs';
import { demoContentReader, demoPageIds } from './demo-content-reader';
import { projectPath } from './generated-files';

/**
 * `npm run new:page -- --path /landing-ski/ --like /family-travel/`: a new page config copied
 * from an existing page, with the new path and fresh section ids (`<type>-<n>`), written to
 * page-configs/pages/<name from the path>.json (never over an existing file), then checked.
 */
export interface ScaffoldRequest {
  path: string;
  like: string;
}

export type ScaffoldResult = { ok: true; file: string; text: string } | { ok: false; error: string };

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
  if (!ROUTE_PATH.test(request.path)) {
    return { ok: false, error: `--path "${request.path}" is not a route path: it starts and ends with "/", e.g. "/landing-ski/"` };
  }
  const parsed = pages.map((file) => ({ file, config: record(safeJson(file.text)) }));
  const source = parsed.find((p) => p.config.path === request.like);
  if (!source) {
    const known = parsed.map((p) => p.config.path).filter((p): p is string => typeof p === 'string').sort();
    return { ok: false, error: `--like "${request.like}": no page config has that path. Pages: ${known.join(', ')}` };
  }
  const taken = parsed.find((p) => p.config.path === request.path);
  if (taken) return { ok: false, error: `${taken.file.file} already serves ${request.path}; not overwriting it` };
  const file = `page-configs/pages/${fileNameFor(request.path)}`;
  if (exists(file)) return { ok: false, error: `${file} already exists; not overwriting it` };

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

function parseArgs(args: readonly string[]): Partial<ScaffoldRequest> {
  const values: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    const [name, inline] = arg.split('=', 2);
    if (name === '--path' || name === '--like') values[name.slice(2)] = inline ?? args[(i += 1)] ?? '';
  }
  return values;
}

export async function main(args: string[]): Promise<number> {
  const { path, like } = parseArgs(args);
  if (!path || !like) {
    console.error('usage: npm run new:page -- --path /landing-ski/ --like /family-travel/');
    return 2;
  }
  const result = scaffoldPage({ path, like }, configFiles.pages, (file) => existsSync(projectPath(file)));
  if (!result.ok) {
    console.error(`new:page: ${result.error}`);
    return 1;
  }
  await writeFile(projectPath(result.file), result.text, { flag: 'wx' });
  console.log(`new:page: wrote ${result.file} (${path}, copied from ${like}).`);

  const files = { ...configFiles, pages: [...configFiles.pages, { file: result.file, text: result.text }] };
  const problems = (await checkAllSiteConfigs({ files, demoPageIds: demoPageIds(), read: demoContentReader() })).filter(
    (problem) => problem.file === result.file,
  );
  for (const problem of problems) console.error(formatProblem(problem));
  if (problems.length > 0) return 1;
  console.log(`new:page: ${result.file} passes the config check. Next: edit meta.title and the sections, then npm run dev and open ${path}`);
  return 0;
}
