import type { ContentReader } from '../engine/block';
import { prefetchCall } from '../content/hooks';
import type { LayoutDefinition } from '../runtime/site-definition';
import { CountryLayout, LandingFamilyLayout, LandingLayout, SafariLayout, StandardLayout } from './layout-variants';

export type { LayoutDefinition, LayoutProps } from '../runtime/site-definition';

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
