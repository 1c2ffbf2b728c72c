import type { ReactNode } from 'react';
import { SiteSettingsProvider } from '../blocks/shared/site-settings';
import type { PageHead } from '../engine/page-meta';
import { createApp } from '../runtime/app';
import type { SiteDefinition } from '../runtime/site-definition';
import { layouts } from './layouts';
import { metaSources } from './meta-sources';
import { NotFound } from './not-found';
import { siteConfig } from './site-config';

/** The 404 page's head: no canonical link (a missing page has no canonical address). */
export const notFoundHead: PageHead = {
  title: `Page not found | ${siteConfig.name}`,
  description: 'The page you asked for does not exist.',
  keywords: '',
  image: undefined,
  canonicalPath: '',
  jsonLd: [],
};

/** Blocks read site.json through this provider, never by importing src/site (the layers). */
function TravelSiteProviders({ children }: { children: ReactNode }) {
  return <SiteSettingsProvider settings={siteConfig}>{children}</SiteSettingsProvider>;
}

/** The travel agency's site, as the runtime renders it on the server and in the browser. */
export const travelSite: SiteDefinition = {
  layouts,
  metaSources,
  redirects: siteConfig.redirects,
  notFound: { head: notFoundHead, Component: NotFound },
  Providers: TravelSiteProviders,
};

/** The travel site's app (its routes and providers), made once for the server and the dev tools. */
export const travelApp = createApp(travelSite);
