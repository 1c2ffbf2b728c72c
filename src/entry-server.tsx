import { blockRegistry } from './blocks/registry';
import type { BrowserRoute } from './engine/browser-route';
import { configVersion } from './engine/config-version';
import type { Experiment } from './engine/experiment-schema';
import { createPageMatcher } from './engine/routes';
import { createServerRenderer, type RenderInput, type RenderOutput } from './runtime/server-render';
import { loadDesktopNav } from './site/deferred-desktop-nav';
import { pageConfigModuleUrl, pageConfigPreloads } from 'virtual:page-config-modules';
import { pageConfigNames, pageConfigs } from './site/page-configs';
import { siteConfig } from './site/site-config';
import { pageStructuredData } from './site/structured-data';
import { travelSite } from './site/travel-site';

/**
 * The server's one way into the app (the layers: server/ imports src/ only through this module
 * and shared code): the travel site rendered by the runtime (src/runtime/server-render.tsx).
 */
const matchPage = createPageMatcher(pageConfigs);
/** The menu bar is a chunk of its own for browsers; the server renders it in every header. */
const desktopNavLoaded = loadDesktopNav();

export { blockRegistry, pageConfigs, siteConfig, matchPage };
export type { RenderInput, RenderOutput };

/** A page's route for browsers: its path pattern and its config's chunk (none for a config the build has not seen). */
function browserRouteOfPage(path: string): BrowserRoute | null {
  const name = pageConfigNames.get(path);
  const module = name === undefined ? undefined : pageConfigModuleUrl(name);
  if (name === undefined || module === undefined) return null;
  const preload = pageConfigPreloads(name);
  return { path, module, ...(preload.length ? { preload } : {}) };
}

const renderer = createServerRenderer({
  ...travelSite,
  registry: blockRegistry,
  pages: pageConfigs,
  browserRoute: browserRouteOfPage,
  head: { siteName: siteConfig.name, defaultImage: siteConfig.defaults.images.banner },
  structuredData: (options) => pageStructuredData({ ...options, site: siteConfig }),
});

/** The route endpoint's answer (server/ssr/route-discovery.ts): the page route of a path, or null (a redirect, the 404 page). */
export const browserRouteOf = renderer.browserRouteOf;

/** Answers one page request: a redirect, the page, or the 404 page, all rendered on the server. */
export async function renderPage(input: RenderInput): Promise<RenderOutput> {
  await desktopNavLoaded;
  return renderer.renderPage(input);
}

/** A page under an experiment, as the server's assignment and the lead store need it. */
export interface ExperimentPage {
  path: string;
  experiment: Experiment;
  /** The config's version (src/engine/config-version.ts), stored with each lead. */
  configVersion: string;
}

const experimentPages = new Map(
  pageConfigs.flatMap((page) => (page.experiment ? [[page.path, { path: page.path, experiment: page.experiment, configVersion: configVersion(page) }] as const] : [])),
);

/** The experiment of the page whose path is exactly `pathname` (no redirect, no parameters), if any. */
export function experimentAt(pathname: string): ExperimentPage | undefined {
  return experimentPages.get(pathname);
}

export { checkAllSiteConfigs, checkSiteConfigs } from './site/check-site-configs';
export { sitemapEntries, type SitemapEntry } from './site/sitemap-entries';
