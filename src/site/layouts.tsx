import type { ComponentType, ReactNode } from 'react';
import type { ContentReader } from '../engine/block';
import type { PageConfig } from '../engine/page-config-schema';
import { StandardLayout } from './standard-layout';

export interface LayoutProps {
  page: PageConfig | null;
  children: ReactNode;
}

export interface LayoutDefinition {
  component: ComponentType<LayoutProps>;
  /** Content the chrome reads (e.g. the footer's regions), prefetched by the server. */
  prefetch?: (read: ContentReader) => Promise<unknown>;
}

const prefetchRegions = (read: ContentReader) => read('pages/regions', {});

/** The header/footer variants a page config can choose with `layout`. */
export const layouts: Record<string, LayoutDefinition> = {
  standard: { component: StandardLayout, prefetch: prefetchRegions },
  country: { component: StandardLayout, prefetch: prefetchRegions },
  safari: { component: StandardLayout, prefetch: prefetchRegions },
  landing: { component: StandardLayout, prefetch: prefetchRegions },
  'landing-family': { component: StandardLayout, prefetch: prefetchRegions },
};

export const layoutNames = Object.keys(layouts);
