import { describe, expect, it } from 'vitest';
import { pageSetChunkName, pageSetChunkNamer, type ImportersInfo } from './page-set-chunks';

/** A module graph as importer lists: module id → the ids that import it statically. */
function graph(importers: Record<string, string[]>) {
  return (id: string): ImportersInfo | null => (id in importers ? { importers: importers[id] ?? [] } : null);
}

const pagesByType = new Map([
  ['about', ['home', 'services']],
  ['intro', ['home', 'services']],
  ['testimonial-carousel', ['home', 'services', 'testimonials']],
  ['enquiry-form', ['go']],
]);

const modules = graph({
  '/p/src/blocks/about/about.tsx': ['/p/src/blocks/about/index.ts'],
  '/p/src/blocks/intro/intro.tsx': ['/p/src/blocks/intro/index.ts'],
  '/p/src/blocks/testimonial-carousel/testimonial-carousel.tsx': [],
  '/p/src/blocks/testimonial-carousel/testimonial-card.tsx': ['/p/src/blocks/testimonial-carousel/testimonial-carousel.tsx'],
  '/p/src/blocks/shared/star-rating.tsx': ['/p/src/blocks/testimonial-carousel/testimonial-card.tsx', '/p/src/blocks/about/about.tsx'],
  '/p/src/blocks/enquiry-form/enquiry-form.tsx': [],
  '/p/src/forms/fields.ts': ['/p/src/blocks/enquiry-form/enquiry-form.tsx', '/p/src/blocks/enquiry-form/schema.ts'],
  '/p/src/blocks/about/index.ts': [],
  '/p/src/blocks/about/schema.ts': ['/p/src/blocks/about/index.ts'],
  '/p/node_modules/zod/index.js': ['/p/src/blocks/about/schema.ts'],
  '/p/src/main.tsx': [],
  '/p/src/cycle-a.ts': ['/p/src/cycle-b.ts', '/p/src/blocks/enquiry-form/enquiry-form.tsx'],
  '/p/src/cycle-b.ts': ['/p/src/cycle-a.ts'],
});

describe('page-set chunks', () => {
  const nameOf = pageSetChunkNamer(pagesByType);

  it('names a block component after the pages that use its block', () => {
    expect(nameOf('/p/src/blocks/about/about.tsx', modules)).toEqual({ name: 'blocks-home+services', pageCount: 2 });
    expect(nameOf('/p/src/blocks/intro/intro.tsx', modules)?.name).toBe('blocks-home+services');
    expect(nameOf('/p/src/blocks/enquiry-form/enquiry-form.tsx', modules)).toEqual({ name: 'blocks-go', pageCount: 1 });
  });

  it('names a helper after every page whose components reach it, through any depth of imports', () => {
    expect(nameOf('/p/src/blocks/testimonial-carousel/testimonial-card.tsx', modules)).toEqual({
      name: pageSetChunkName(['home', 'services', 'testimonials']),
      pageCount: 3,
    });
    expect(nameOf('/p/src/blocks/shared/star-rating.tsx', modules)?.pageCount).toBe(3);
  });

  it('keeps a helper a schema also imports with the pages of the components that import it', () => {
    expect(nameOf('/p/src/forms/fields.ts', modules)).toEqual({ name: 'blocks-go', pageCount: 1 });
  });

  it("leaves what no component reaches to the bundler: a block's definition, its schema, zod, the entry", () => {
    for (const id of ['/p/src/blocks/about/index.ts', '/p/src/blocks/about/schema.ts', '/p/node_modules/zod/index.js', '/p/src/main.tsx', '/p/unknown.ts', '\0virtual:x']) {
      expect(nameOf(id, modules), id).toBeNull();
    }
  });

  it('ends in an import cycle', () => {
    expect(nameOf('/p/src/cycle-b.ts', modules)?.name).toBe('blocks-go');
  });

  it('gives readable names to one or two pages and short distinct ones to more', () => {
    expect(pageSetChunkName(['go'])).toBe('blocks-go');
    expect(pageSetChunkName(['home', 'services'])).toBe('blocks-home+services');
    const three = pageSetChunkName(['a', 'b', 'c']);
    expect(three).toMatch(/^blocks-a\+2-[0-9a-f]{6}$/);
    expect(pageSetChunkName(['a', 'b', 'd'])).not.toBe(three);
  });
});
