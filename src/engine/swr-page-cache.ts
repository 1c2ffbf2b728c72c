import type { CacheWriter } from '../content/swr-reader';
import { isPlainObject } from '../lib/plain-data';
import { pageKey } from './content-key';
import type { PageConfig } from './page-config-schema';
import type { PageRouteData } from './page-loader';
import type { PageHead } from './page-meta';
import type { RenderedSection } from './section-content';

/** SWR's cache as the browser's page loader sees it: a key's data (the cache's, else the fallback's) and mutate. */
export interface SwrAccess {
  read(key: string): unknown;
  write: CacheWriter;
}

/** What SWR keeps of a page under its page key: its head and the keys of its sections. */
export interface CachedPage {
  head: PageHead | undefined;
  sectionKeys: string[];
}

function isCachedPage(value: unknown): value is CachedPage {
  if (!isPlainObject(value) || !Array.isArray(value.sectionKeys) || !value.sectionKeys.every((key) => typeof key === 'string')) return false;
  return value.head === undefined || (isPlainObject(value.head) && typeof value.head.title === 'string');
}

function isRenderedSection(value: unknown): value is RenderedSection {
  return isPlainObject(value) && 'props' in value && typeof value.status === 'string';
}

export interface PageCache {
  /** A page shown before in this visit, every section still in SWR's cache: it renders with no request. */
  read(page: PageConfig, params: Record<string, string>): PageRouteData | undefined;
  /** Keeps what a navigation's loader read: each section under its key, the head and section list under the page's. */
  write(data: PageRouteData): void;
}

/**
 * The browser's page cache, in SWR's cache: a navigation's loader writes each section it read
 * (`mutate`), so the sections render from SWR with no second fetch; going back or coming again
 * reads it all from there (no request before the page is on screen) and the sections then
 * revalidate (src/engine/page-renderer.tsx). `swr` is there once the app has rendered.
 */
export function createSwrPageCache(swr: () => SwrAccess | undefined): PageCache {
  return {
    read(page, params) {
      const access = swr();
      const entry = access?.read(pageKey(page.path, params));
      if (!access || !isCachedPage(entry)) return undefined;
      const sections: Record<string, RenderedSection> = {};
      for (const key of entry.sectionKeys) {
        const section = access.read(key);
        if (!isRenderedSection(section)) return undefined;
        sections[key] = section;
      }
      return { page, params, sections, fallback: {}, head: entry.head, notFound: false, fromCache: true };
    },
    write(data) {
      const access = swr();
      if (!access || !data.page || data.notFound) return;
      for (const [key, section] of Object.entries(data.sections)) access.write(key, section, { revalidate: false });
      const entry: CachedPage = { head: data.head, sectionKeys: Object.keys(data.sections) };
      access.write(pageKey(data.page.path, data.params), entry, { revalidate: false });
    },
  };
}
