import type { ComponentType, ReactNode } from 'react';
import type { ContentReader } from '../engine/block';
import type { PageConfig } from '../engine/page-config-schema';
import { prefetchCall } from '../content/hooks';
import { CountryLayout, LandingFamilyLayout, LandingLayout, SafariLayout, StandardLayout } from './layout-variants';

export interface LayoutProps {
  page: PageConfig | null;
  children: ReactNode;
}

export interface LayoutDefinition {
  component: ComponentType<LayoutProps>;
  /**
   * Content the chrome reads (e.g. the footer's regions), read by the server: the checked answers
   * by their hooks' keys, embedded in the page.
   */
  prefetch?: (read: ContentReader) => Promise<Record<string, unknown>>;
}

/** Every variant has the footer, whose Choose Region dropdown reads `pages/regions`. */
const prefetchRegions = (read: ContentReader) => prefetchCall(read, 'pages/regions', {});

/** The header/footer variants a page config can choose with `layout`. */
export const layouts: Record<string, LayoutDefinition> = {
  standard: { component: StandardLayout, prefetch: prefetchRegions },
  country: { component: CountryLayout, prefetch: prefetchRegions },
  safari: { component: SafariLayout, prefetch: prefetchRegions },
  landing: { component: LandingLayout, prefetch: prefetchRegions },
  'landing-family': { component: LandingFamilyLayout, prefetch: prefetchRegions },
};

export const layoutNames = Object.keys(layouts);
