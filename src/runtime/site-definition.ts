import type { ComponentType, ReactNode } from 'react';
import type { ContentReader } from '../engine/block';
import { DEFAULT_LAYOUT } from '../engine/default-layout';
import type { PageConfig } from '../engine/page-config-schema';
import type { MetaSources, PageHead } from '../engine/page-meta';

export interface LayoutProps {
  page: PageConfig | null;
  children: ReactNode;
}

export interface LayoutDefinition {
  component: ComponentType<LayoutProps>;
  /**
   * Content the chrome reads (e.g. a footer's list), read by the server: the checked answers by
   * their hooks' keys, embedded in the page.
   */
  prefetch?: (read: ContentReader) => Promise<Record<string, unknown>>;
}

/**
 * What a site hands the runtime: everything the routes and the pages need that is the site's own.
 * The runtime (src/runtime) and the engine (src/engine) know no site; the travel site's definition
 * is src/site/travel-site.tsx, and a second, minimal site renders through the same runtime in
 * tests/minimal-site.
 */
export interface SiteDefinition {
  /**
   * The layouts a page config can choose with `layout`, by name; the one named DEFAULT_LAYOUT
   * ('standard') is a page's that names none, and the 404 page's.
   */
  layouts: Readonly<Record<string, LayoutDefinition>>;
  metaSources: MetaSources;
  /** Redirects (301), on the server and for client-side navigations alike. */
  redirects: readonly { from: string; to: string }[];
  /** The 404 page: its head and what it shows inside the default layout. */
  notFound: { head: PageHead; Component: ComponentType };
  /** What the site's blocks read around every page (e.g. its settings), on both sides alike. */
  Providers: ComponentType<{ children: ReactNode }>;
}

/** A page's layout, or the site's default one. */
export function layoutOf(site: SiteDefinition, page: PageConfig | null): LayoutDefinition {
  const layout = site.layouts[page?.layout ?? DEFAULT_LAYOUT] ?? site.layouts[DEFAULT_LAYOUT];
  if (!layout) throw new Error(`the site has no layout "${DEFAULT_LAYOUT}"`);
  return layout;
}
