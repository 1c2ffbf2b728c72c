import { createHash } from 'node:crypto';
import { commonBlockTypes, pageCount, pagesByBlockType, sharedModuleTest } from './shared-chunk.ts';

/** What the bundler tells of a module: who imports it statically. */
export interface ImportersInfo {
  importers: readonly string[];
}
export type ModuleInfoOf = (id: string) => ImportersInfo | null;
/** The part of rolldown's chunking context this file uses. */
export interface ChunkingContext {
  getModuleInfo(id: string): ImportersInfo | null;
}

const componentPattern = /[\\/]src[\\/]blocks[\\/]([a-z0-9-]+)[\\/]([a-z0-9-]+)\.tsx$/;

/** The block type whose component module `id` is (`src/blocks/<type>/<type>.tsx`), if it is one. */
function componentType(id: string): string | undefined {
  const match = componentPattern.exec(id);
  return match && match[1] === match[2] ? match[1] : undefined;
}

/** A chunk name for a set of page configs: readable for one or two pages, short for more. */
export function pageSetChunkName(pages: readonly string[]): string {
  if (pages.length <= 2) return `blocks-${pages.join('+')}`;
  const hash = createHash('sha256').update(pages.join(',')).digest('hex').slice(0, 6);
  return `blocks-${pages[0]}+${pages.length - 1}-${hash}`;
}

/**
 * For a module, the pages whose block components reach it through static imports, as a chunk
 * name (null for a module no component reaches: the entry's, a block's schemas). The components
 * of the blocks that only the home and services pages use, with their private helpers, are then
 * one script instead of a dozen of a few hundred bytes each, every one under a kilobyte of
 * response headers.
 */
export function pageSetChunkNamer(pagesByType: ReadonlyMap<string, readonly string[]>) {
  const memo = new Map<string, ReadonlySet<string>>();
  const none: ReadonlySet<string> = new Set();

  function pagesNeeding(id: string, moduleInfo: ModuleInfoOf, walking: Set<string>): ReadonlySet<string> {
    const known = memo.get(id);
    if (known) return known;
    const type = componentType(id);
    if (type) {
      const pages = new Set(pagesByType.get(type) ?? []);
      memo.set(id, pages);
      return pages;
    }
    const info = moduleInfo(id);
    if (!info || walking.has(id)) return none;
    walking.add(id);
    const union = new Set<string>();
    for (const importer of info.importers) for (const page of pagesNeeding(importer, moduleInfo, walking)) union.add(page);
    walking.delete(id);
    // Inside an import cycle the walk cuts the way back short, and the set may miss a page: the
    // module then sits in a chunk of fewer pages, which the others import. Never a wrong page.
    memo.set(id, union);
    return union;
  }

  // Each of the groups asks about every module: the answer is worked out once.
  const names = new Map<string, { name: string; pageCount: number } | null>();
  return (id: string, moduleInfo: ModuleInfoOf): { name: string; pageCount: number } | null => {
    const known = names.get(id);
    if (known !== undefined) return known;
    const pages = id.includes('\0') ? none : pagesNeeding(id, moduleInfo, new Set());
    const named = pages.size > 0 ? { name: pageSetChunkName([...pages].sort()), pageCount: pages.size } : null;
    names.set(id, named);
    return named;
  };
}

/**
 * The browser build's chunk groups (rolldown's `output.codeSplitting.groups`), highest priority
 * first, because a group also takes every module its captured modules import that no group
 * before it took:
 * 1. What the entry loads goes to the entry chunk, so that no block chunk drags it along.
 * 2. Stylesheets' module stand-ins too: with one stylesheet for the site they hold no code, but
 *    left in block chunks they become empty imports between them.
 * 3. The shared chunk (shared-chunk.ts).
 * 4. One group per number of pages, largest first: a module's imports are needed by at least
 *    the pages that need it, so they are taken first, into the chunk of their own page set.
 */
export function pageAwareChunkGroups(pagesDir: string) {
  const nameOf = pageSetChunkNamer(pagesByBlockType(pagesDir));
  const sizes = Array.from({ length: pageCount(pagesDir) }, (_, index) => index + 1);
  return [
    { name: 'index', tags: ['$initial' as const], priority: 3000 },
    { name: 'index', test: /\.css$/, priority: 2000 },
    { name: 'shared', test: sharedModuleTest(commonBlockTypes(pagesDir)), minShareCount: 2, priority: 1000 },
    ...sizes.map((size) => ({
      name: (id: string, ctx: ChunkingContext) => {
        const named = nameOf(id, (moduleId) => ctx.getModuleInfo(moduleId));
        return named?.pageCount === size ? named.name : null;
      },
      debugName: `blocks of ${size} page(s)`,
      priority: size,
    })),
  ];
}
