import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type LoaderFunctionArgs, type StaticHandler, type StaticHandlerContext } from 'react-router-dom';
import { AppProviders, createAppRoutes, notFoundHead } from './app';
import { blockRegistry } from './blocks/registry';
import type { ContentReader } from './engine/block';
import { consoleReport, type EngineServices, type SectionDiagnostic } from './engine/engine-context';
import { renderHeadTags } from './engine/head-tags';
import { renderHydrationScript } from './engine/hydration-data';
import { configVersion } from './engine/config-version';
import type { Experiment } from './engine/experiment-schema';
import { pageForVariant } from './engine/experiment-variant';
import type { PageConfig } from './engine/page-config-schema';
import type { PageLoaderServices, PageRouteData } from './engine/page-loader';
import { createPageMatcher, createRouteMatcher } from './engine/routes';
import { FORM_STATE_KEY } from './forms/form-state';
import { isPlainObject } from './lib/plain-data';
import { loadDesktopNav } from './site/deferred-desktop-nav';
import { layouts } from './site/layouts';
import { metaSources } from './site/meta-sources';
import { pageConfigModuleUrl } from 'virtual:page-config-modules';
import type { BrowserRoute } from './engine/browser-route';
import { pageConfigNames, pageConfigs } from './site/page-configs';
import { siteConfig } from './site/site-config';
import { pageStructuredData } from './site/structured-data';

const matchPage = createPageMatcher(pageConfigs);
/** The menu bar is a chunk of its own for browsers; the server renders it in every header. */
const desktopNavLoaded = loadDesktopNav();

export { blockRegistry, pageConfigs, siteConfig, matchPage };

export interface RenderInput {
  /** Path and query of the request. */
  url: string;
  read: ContentReader;
  apiToken: string;
  /** Set for a static export whose API lives on another origin. */
  apiOrigin?: string;
  siteUrl: string;
  dev: boolean;
  nonce?: string;
  report?: (diagnostic: SectionDiagnostic) => void;
  /** After a form post without JavaScript: the form's kept input and messages (src/forms/form-state.ts). */
  formState?: unknown;
  /**
   * Configs that replace the config with the same path for this render (the studio's preview);
   * a config with a path no page has adds that route for this render.
   */
  pageOverrides?: readonly PageConfig[];
  /**
   * The variant to render of each experiment, by experiment id (the server's assignment,
   * server/experiments): the page shows that variant's order and props, and the browser is told.
   */
  experimentVariants?: Readonly<Record<string, string>>;
}

export type RenderOutput =
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | {
      kind: 'page';
      status: 200 | 404;
      head: string;
      html: string;
      data: string;
      blockTypes: string[];
      /** The sections rendered in their failed or invalid state (a fallback shows): the page is not to be kept. */
      degradedSections: string[];
    };

/** What one render hands the route loaders, through the static handler's request context. */
class RenderContext {
  constructor(
    readonly services: PageLoaderServices,
    readonly pages: ReadonlyMap<string, PageConfig>,
    readonly variants: Readonly<Record<string, string>> = {},
  ) {}
}

function renderContextOf(args: LoaderFunctionArgs): RenderContext {
  if (args.context instanceof RenderContext) return args.context;
  throw new Error('a route loader ran without its render context');
}

const byPath = (pages: readonly PageConfig[]) => new Map(pages.map((page) => [page.path, page]));
const configuredPages = byPath(pageConfigs);

/** A route of the site: a page config's path pattern, or a redirect of site.json's table. */
type SiteRoute = { kind: 'page'; path: string } | { kind: 'redirect'; from: string; to: string };

const siteRouteMatcher = (paths: Iterable<string>) =>
  createRouteMatcher<SiteRoute>([
    ...[...paths].map((path) => ({ path, value: { kind: 'page' as const, path } })),
    ...siteConfig.redirects.map((entry) => ({ path: entry.from, value: { kind: 'redirect' as const, ...entry } })),
  ]);
/** Every page's and redirect's route, built once: a request looks its route up, it never walks them all. */
const matchSiteRoute = siteRouteMatcher(configuredPages.keys());

/**
 * React Router's static handler for one route of the site (or none: the 404 page) beside `*`.
 * Handed every page, React Router tests a request against each route in turn; the route is
 * already known here, so a request costs the same with 40 pages or 4,000.
 */
function createHandler(route: SiteRoute | undefined): StaticHandler {
  return createStaticHandler(
    createAppRoutes({
      pagePaths: route?.kind === 'page' ? [route.path] : [],
      redirects: route?.kind === 'redirect' ? [route] : [],
      page(path, args) {
        const context = renderContextOf(args);
        const page = context.pages.get(path);
        if (!page) throw new Error(`no page config has the path ${path}`);
        const variant = page.experiment && context.variants[page.experiment.id];
        return variant ? pageForVariant(page, variant) : page;
      },
      services: (args) => renderContextOf(args).services,
    }),
  );
}

/** One handler per route, made on its first request (at most one per page and redirect, and the 404). */
const handlers = new Map<string, StaticHandler>();
function handlerFor(route: SiteRoute | undefined): StaticHandler {
  const key = route === undefined ? '' : route.kind === 'page' ? route.path : `redirect ${route.from}`;
  let handler = handlers.get(key);
  if (!handler) {
    handler = createHandler(route);
    handlers.set(key, handler);
  }
  return handler;
}

/** A page's route for browsers: its path pattern and its config's chunk (none for a config the build has not seen). */
function browserRouteOfPage(path: string): BrowserRoute | null {
  const name = pageConfigNames.get(path);
  const module = name === undefined ? undefined : pageConfigModuleUrl(name);
  return module === undefined ? null : { path, module };
}

/** The route endpoint's answer (server/ssr/route-discovery.ts): the page route of a path, or null (a redirect, the 404 page). */
export function browserRouteOf(pathname: string): BrowserRoute | null {
  const route = matchSiteRoute(pathname)?.value;
  return route?.kind === 'page' ? browserRouteOfPage(route.path) : null;
}

const prefetchChrome = (page: PageConfig | null, read: ContentReader) =>
  (layouts[page?.layout ?? 'standard'] ?? layouts.standard)?.prefetch?.(read) ?? Promise.resolve({});

/**
 * The loader data of the page route (or the 404 route): the last match's. React Router types
 * loader data as `any`; the page and 404 routes' loaders return `PageRouteData`
 * (src/engine/page-loader.ts), which the shape check confirms.
 */
function pageRouteData(context: StaticHandlerContext): PageRouteData {
  const routeId = context.matches.at(-1)?.route.id;
  const value: PageRouteData | undefined = routeId === undefined ? undefined : context.loaderData[routeId];
  if (!isPlainObject(value) || !isPlainObject(value.sections) || typeof value.notFound !== 'boolean') {
    throw new Error(`route ${routeId ?? '(none)'} left no page data`);
  }
  return value;
}

/** Answers one page request: a redirect, the page, or the 404 page, all rendered on the server. */
export async function renderPage(input: RenderInput): Promise<RenderOutput> {
  const url = new URL(`http://site.invalid${input.url}`);
  const overrides = input.pageOverrides ?? [];
  const pages = overrides.length ? new Map([...configuredPages, ...byPath(overrides)]) : configuredPages;
  // The studio's preview of a page with a new path: its route joins the others for this render.
  const matchRoute = overrides.some((page) => !configuredPages.has(page.path)) ? siteRouteMatcher(pages.keys()) : matchSiteRoute;
  const renderHandler = handlerFor(matchRoute(url.pathname)?.value);
  const report = input.report ?? consoleReport;
  const services: PageLoaderServices = { registry: blockRegistry, metaSources, read: input.read, report, prefetchChrome, notFoundHead };

  const context = await renderHandler.query(new Request(url), { requestContext: new RenderContext(services, pages, input.experimentVariants) });
  if (context instanceof Response) {
    const location = context.headers.get('location');
    if ((context.status === 301 || context.status === 302) && location) return { kind: 'redirect', status: context.status, location };
    throw new Error(`the routes answered ${input.url} with HTTP ${context.status}`);
  }
  const error = context.errors && Object.values(context.errors)[0];
  if (error !== undefined && error !== null) throw error instanceof Error ? error : new Error(`route error on ${input.url}: ${String(error)}`);

  const data = pageRouteData(context);
  const route = data.page ? browserRouteOfPage(data.page.path) : null;
  const experimentId = data.notFound ? undefined : data.page?.experiment?.id;
  const shownVariant = experimentId === undefined ? undefined : input.experimentVariants?.[experimentId];
  // SWR's fallback for the render: the chrome's checked answers and every section as rendered.
  const fallback: Record<string, unknown> = { ...data.fallback, ...data.sections };
  if (input.formState !== undefined) fallback[FORM_STATE_KEY] = input.formState;
  const head =
    data.notFound || !data.page || !data.head
      ? notFoundHead
      : {
          ...data.head,
          jsonLd: pageStructuredData({ page: data.page, head: data.head, pagesByPath: pages, site: siteConfig, siteUrl: input.siteUrl }),
        };

  const engine: EngineServices = { registry: blockRegistry, read: input.read, metaSources, report, dev: input.dev };
  await desktopNavLoaded;
  const html = renderToString(
    <AppProviders services={engine} fallback={fallback}>
      {/* React Router's own hydration script would repeat the page's data: the browser router is
          given it from the page's embedded data instead (src/entry-client.tsx), so RR writes no
          inline script; the nonce is passed for any it ever writes. */}
      <StaticRouterProvider router={createStaticRouter(renderHandler.dataRoutes, context)} context={context} hydrate={false} nonce={input.nonce} />
    </AppProviders>,
  );
  return {
    kind: 'page',
    status: data.notFound ? 404 : 200,
    head: renderHeadTags(head, input.siteUrl, {
      nonce: input.nonce,
      siteName: siteConfig.name,
      defaultImage: siteConfig.defaults.images.banner,
    }),
    html,
    data: renderHydrationScript({
      fallback: { ...data.fallback, ...(input.formState === undefined ? {} : { [FORM_STATE_KEY]: input.formState }) },
      sections: data.sections,
      apiToken: input.apiToken,
      dev: input.dev,
      apiOrigin: input.apiOrigin,
      ...(data.notFound ? { notFound: true } : {}),
      ...(route ? { route } : {}),
      ...(experimentId !== undefined && shownVariant !== undefined ? { experiment: { experiment: experimentId, variant: shownVariant } } : {}),
    }),
    blockTypes: data.page && !data.notFound ? [...new Set(data.page.sections.map((s) => s.type))] : [],
    degradedSections: Object.keys(data.sections).filter((key) => data.sections[key]?.status !== 'ready'),
  };
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
export { sitemapEntries } from './site/sitemap-entries';
