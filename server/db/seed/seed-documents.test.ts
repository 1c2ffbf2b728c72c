import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contentCalls } from '../../../src/content/contract/calls';
import { pageDataSchema } from '../../../src/content/contract/page-fields';
import { slugify } from '../../../src/lib/slug';
import { demoFacts, seedDocuments } from './index';
import type { SeedDocument } from './seed-document';

const publicDir = fileURLToPath(new URL('../../../public', import.meta.url));

const REQUIRED_PAGE_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 16, 17, 18, 19, 21, 22, 24, 26, 27, 28];

const label = (d: SeedDocument) => `${d.call} [key '${d.key}']`;

function parse(d: SeedDocument) {
  return contentCalls[d.call].response.safeParse(d.body);
}

function find(call: SeedDocument['call'], key: string | number): SeedDocument {
  const found = seedDocuments.find((d) => d.call === call && d.key === String(key));
  if (!found) throw new Error(`no seed document for ${call} [key '${key}']`);
  return found;
}

/** The parsed `data` of a document (parse failures are reported by their own test). */
function data<T = Record<string, unknown>>(call: SeedDocument['call'], key: string | number): T {
  return (contentCalls[call].response.parse(find(call, key).body) as { data: T }).data;
}

function collectStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, out);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) collectStrings(item, out);
  return out;
}

/** Paths where the seed holds a non-empty text that parsing turned into nothing (e.g. an unsafe link). */
function droppedValues(input: unknown, output: unknown, path = ''): string[] {
  if (typeof input === 'string') return input.trim() !== '' && output === undefined ? [path] : [];
  if (Array.isArray(input)) {
    return input.flatMap((item, i) => droppedValues(item, Array.isArray(output) ? output[i] : undefined, `${path}[${i}]`));
  }
  if (input && typeof input === 'object') {
    const out = output && typeof output === 'object' ? (output as Record<string, unknown>) : {};
    return Object.entries(input).flatMap(([k, v]) => droppedValues(v, out[k], `${path}.${k}`));
  }
  return [];
}

describe('seed documents', () => {
  it('every document parses with its call’s response schema', () => {
    const failures = seedDocuments.flatMap((d) => {
      const result = parse(d);
      if (result.success) return [];
      const issues = result.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`).join('\n');
      return [`${label(d)}\n${issues}`];
    });
    expect(failures, failures.join('\n\n')).toEqual([]);
  });

  it('parsing keeps every value, the safari page’s bare image names included', () => {
    // Bare file names on page 28 are there for the safari image rule (uploads path + name); the
    // contract's `imageRef` keeps them, so nothing is allowed to drop.
    const problems = seedDocuments.flatMap((d) => {
      const result = parse(d);
      if (!result.success) return [];
      return droppedValues(d.body, result.data).map((path) => `${label(d)} ${path}`);
    });
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('page documents use only field names the contract knows', () => {
    const known = new Set(Object.keys(pageDataSchema.shape));
    const unknown = seedDocuments
      .filter((d) => d.call === 'pages/get')
      .flatMap((d) => Object.keys((d.body as { data: object }).data).filter((k) => !known.has(k)).map((k) => `${label(d)} ${k}`));
    expect(unknown).toEqual([]);
  });

  it('has unique (call, key) pairs', () => {
    const seen = new Map<string, number>();
    for (const d of seedDocuments) seen.set(`${d.call} ${d.key}`, (seen.get(`${d.call} ${d.key}`) ?? 0) + 1);
    expect([...seen].filter(([, n]) => n > 1).map(([k]) => k)).toEqual([]);
  });

  it('has every pageId the specs use, and only those', () => {
    const pageIds = seedDocuments.filter((d) => d.call === 'pages/get').map((d) => Number(d.key));
    expect([...pageIds].sort((a, b) => a - b)).toEqual(REQUIRED_PAGE_IDS);
  });

  it('has a document for every list call, month and destination', () => {
    for (const call of [
      'Blogs/list',
      'testimonials/testimonial_list',
      'pages/regions',
      'pages/country',
      'pages/destinations',
      'pages/telephone_code',
      'pages/specialities_list',
    ] as const) {
      expect(() => find(call, '')).not.toThrow();
    }
    for (let month = 1; month <= 12; month += 1) expect(() => find('pages/monthPageDetails', month)).not.toThrow();
    const { destinations } = data<{ destinations: { destinationId: number | string }[] }>('pages/destinations', '');
    expect(destinations.length).toBeGreaterThanOrEqual(8);
    for (const d of destinations) expect(() => find('pages/CountryPageDetails', d.destinationId)).not.toThrow();
  });

  it('has blogs in category "1" and blogs outside it, each with a details document', () => {
    const { blogs } = data<{ blogs: { blogId: number | string; categories: string[]; authorName?: string; description?: string }[] }>(
      'Blogs/list',
      '',
    );
    expect(blogs.some((b) => b.categories.includes('1'))).toBe(true);
    expect(blogs.some((b) => !b.categories.includes('1'))).toBe(true);
    expect(blogs.some((b) => b.authorName === undefined)).toBe(true);
    for (const b of blogs) {
      expect(() => find('Blogs/details', b.blogId)).not.toThrow();
      expect(b.description?.length ?? 0).toBeGreaterThanOrEqual(300);
      expect(b.description?.length ?? 0).toBeLessThanOrEqual(900);
    }
    expect(new Set(blogs.map((b) => b.blogId)).size).toBe(blogs.length);
    expect(demoFacts.blogSlugs).toEqual(blogs.map((b) => slugify((b as unknown as { title: string }).title)));
  });

  it('has testimonials longer and shorter than the 150-character Read More threshold', () => {
    const { testimonials } = data<{ testimonials: { description?: string; image?: string }[] }>(
      'testimonials/testimonial_list',
      '',
    );
    expect(testimonials.some((t) => (t.description?.length ?? 0) > 150)).toBe(true);
    expect(testimonials.some((t) => (t.description?.length ?? 0) <= 150)).toBe(true);
    expect(testimonials.some((t) => t.image === undefined)).toBe(true);
  });

  it('names the advisors of demoFacts on the home page', () => {
    const home = data<{ advisors: { name: string }[] }>('pages/get', 1);
    expect(home.advisors.map((a) => a.name)).toEqual(demoFacts.advisors.map((a) => a.name));
    expect(demoFacts.advisors.map((a) => a.slug)).toEqual(demoFacts.advisors.map((a) => slugify(a.name)));
  });

  it('sends every home package to a country that the destinations list resolves', () => {
    const home = data<{ package_sliders: { country: string }[] }>('pages/get', 1);
    const slugs = new Set(demoFacts.destinationSlugs);
    for (const p of home.package_sliders) expect(slugs.has(slugify(p.country)), p.country).toBe(true);
  });

  it('titles the month tiles January to December with monthIds 1 to 12', () => {
    const months = data<{ monthlyDestinations: { monthId: number | string; title: string }[] }>('pages/get', 16)
      .monthlyDestinations;
    expect(months.map((m) => Number(m.monthId))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(months.map((m) => slugify(m.title))).toEqual(demoFacts.monthSlugs);
  });

  it('gives the safari page more sections than it shows (6 introductions, 3 mottos)', () => {
    const raw = (find('pages/get', 28).body as { data: { introduction: unknown[]; motto: unknown[] } }).data;
    expect(raw.introduction).toHaveLength(6);
    expect(raw.motto).toHaveLength(3);
  });

  it('points only at images that exist under public/', () => {
    const paths = [...new Set(seedDocuments.flatMap((d) => collectStrings(d.body)).filter((s) => s.startsWith('/images/')))];
    expect(paths.length).toBeGreaterThan(50);
    const missing = paths.filter((p) => !existsSync(join(publicDir, p)));
    expect(missing, `missing under public/: ${missing.join(', ')}`).toEqual([]);
  });

  it('has the safari page’s bare image names under the uploads path', () => {
    const raw = (find('pages/get', 28).body as { data: { introduction: { image?: string }[]; motto: { image?: string }[] } })
      .data;
    const names = [...raw.introduction, ...raw.motto].map((item) => item.image).filter((n): n is string => Boolean(n));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      expect(name.includes('/'), name).toBe(false);
      expect(existsSync(join(publicDir, demoFacts.safariUploadsPath, name)), name).toBe(true);
    }
  });

  it('has small fallback images with a size and a viewBox', () => {
    for (const name of ['package', 'blog', 'profile', 'advisor', 'motto-background', 'banner']) {
      const file = join(publicDir, 'images/fallback', `${name}.svg`);
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeLessThan(4096);
      expect(readFileSync(file, 'utf8')).toMatch(/<svg[^>]* width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
    }
  });
});
