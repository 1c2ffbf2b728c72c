import { z } from 'zod';
import type { ConfigFile } from '../../src/engine/config-check';
import { rendersH1 } from '../../src/shared/second-h1-check';
import { scaffoldPage } from '../../src/shared/page-scaffold';
import { configJson } from './config-json';

/**
 * A new landing page from the studio (issue 37): it asks for what makes the page new, its title,
 * description and main heading, each different from every existing page's, and starts as a copy
 * of a landing page with those in place (`scaffoldPage`, as `npm run new:page` makes it).
 */
export interface NewPageWords {
  title: string;
  description: string;
  heading: string;
}

export type NewPageField = keyof NewPageWords;

/** What a visitor and a search engine read of a page: the title without the site's name, the description, the main heading. */
export interface PageWords extends NewPageWords {
  path: string;
}

const sectionsShape = z.object({
  path: z.string().catch(''),
  layout: z.string().catch(''),
  meta: z.object({ title: z.string().catch(''), description: z.string().catch('') }).catch({ title: '', description: '' }),
  sections: z.array(z.object({ type: z.string(), props: z.record(z.string(), z.unknown()).optional() })).catch([]),
});

/** "Family Cruises Planned for You | Travel N Relax Denver" → "Family Cruises Planned for You". */
export const ownTitle = (title: string) => title.split(' | ')[0]?.trim() ?? '';

/** The page's main heading: the heading of the first section that shows the page's H1. */
export function mainHeadingOf(config: unknown): string {
  const page = sectionsShape.safeParse(config);
  const banner = page.success ? page.data.sections.find((section) => rendersH1(section)) : undefined;
  const heading = banner?.props?.heading;
  return typeof heading === 'string' ? heading.trim() : '';
}

export function pageWordsOf(config: unknown): PageWords | undefined {
  const page = sectionsShape.safeParse(config);
  if (!page.success) return undefined;
  return { path: page.data.path, title: ownTitle(page.data.meta.title), description: page.data.meta.description.trim(), heading: mainHeadingOf(config) };
}

/** Landing pages only: their banner's heading is the page's main heading (other pages read theirs from the content). */
export const isLandingModel = (config: unknown) => sectionsShape.safeParse(config).data?.layout.startsWith('landing') === true;

const MISSING: Record<NewPageField, string> = {
  title: "Write a page title: the words in the browser's tab and in search results.",
  description: 'Write a description: the sentence search results show under the title.',
  heading: 'Write a main heading: the big words at the top of the page.',
};
const NAMES: Record<NewPageField, string> = { title: 'The page title', description: 'The description', heading: 'The main heading' };
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** What keeps these words from making a new page: a missing one, or one another page has already. */
export function newPageProblems(words: NewPageWords, pages: readonly PageWords[], path: string): { field: NewPageField; message: string }[] {
  const problems: { field: NewPageField; message: string }[] = [];
  for (const field of ['title', 'description', 'heading'] as const) {
    if (words[field].trim() === '') {
      problems.push({ field, message: MISSING[field] });
      continue;
    }
    const other = pages.find((page) => page.path !== path && same(page[field], words[field]));
    if (other) problems.push({ field, message: `${NAMES[field]} is the one of "${other.title}": give the new page its own.` });
  }
  return problems;
}

/** The existing pages' words, from the page config files. */
export function pagesWords(pages: readonly ConfigFile[]): PageWords[] {
  return pages.flatMap((file) => {
    const words = pageWordsOf(configJson(file.text));
    return words ? [words] : [];
  });
}

export type NewPageResult = { ok: true; file: string; text: string } | { ok: false; problems: { field: NewPageField | 'path' | 'like'; message: string }[] };

/** The new page's file: a copy of `like` at `path` with the marketer's title, description and main heading. */
export function newLandingPage(request: { path: string; like: string } & NewPageWords, pages: readonly ConfigFile[], exists: (file: string) => boolean): NewPageResult {
  const model = pages.find((file) => pageWordsOf(configJson(file.text))?.path === request.like);
  if (model && !isLandingModel(configJson(model.text))) {
    return { ok: false, problems: [{ field: 'like', message: 'Choose a landing page to copy: its banner holds the main heading.' }] };
  }
  const scaffold = scaffoldPage({ path: request.path, like: request.like }, pages, exists);
  const problems: { field: NewPageField | 'path' | 'like'; message: string }[] = scaffold.ok ? [] : [{ field: model ? 'path' : 'like', message: scaffold.message }];
  problems.push(...newPageProblems(request, pagesWords(pages), request.path));
  if (!scaffold.ok || problems.length > 0) return { ok: false, problems };
  const config = z.record(z.string(), z.unknown()).parse(JSON.parse(scaffold.text));
  // The copied page's keywords were chosen for it: the new page starts without (they are optional).
  const { keywords: _copiedKeywords, ...meta } = z.record(z.string(), z.unknown()).catch({}).parse(config.meta);
  const copiedTitle = typeof meta.title === 'string' ? meta.title : '';
  // The site's name after the title stays as the copied page has it ("… | Travel N Relax Denver").
  const siteName = copiedTitle.includes(' | ') ? copiedTitle.slice(copiedTitle.indexOf(' | ')) : '';
  const sections = z.array(z.record(z.string(), z.unknown())).catch([]).parse(config.sections);
  const bannerIndex = sections.findIndex((section) => typeof section.type === 'string' && rendersH1({ type: section.type, props: record(section.props) }));
  const withHeading = sections.map((section, index) => (index === bannerIndex ? { ...section, props: { ...record(section.props), heading: request.heading.trim() } } : section));
  const page = { ...config, meta: { ...meta, title: `${request.title.trim()}${siteName}`, description: request.description.trim() }, sections: withHeading };
  return { ok: true, file: scaffold.file, text: `${JSON.stringify(page, null, 2)}\n` };
}

const record = (value: unknown): Record<string, unknown> => z.record(z.string(), z.unknown()).catch({}).parse(value ?? {});
