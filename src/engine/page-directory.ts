import type { PageConfig } from './page-config-schema';

/** A path's page: its config at hand, or (in the browser) the config's chunk still loading. */
export type PageLookup =
  | { params: Record<string, string>; page: PageConfig }
  | { params: Record<string, string>; loading: Promise<PageConfig> };

/** Where the app finds the page config of a path. */
export interface PageDirectory {
  find(pathname: string): PageLookup | null;
}
