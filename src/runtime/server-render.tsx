import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type LoaderFunctionArgs, type StaticHandler, type StaticHandlerContext } from 'react-router-dom';
import type { ContentReader } from '../engine/block';
import type { BlockRegistry } from '../engine/block-registry';
import type { BrowserRoute } from '../engine/browser-route';
import { consoleReport, type EngineServices, type SectionDiagnostic } from '../engine/engine-context';
import { pageForVariant } from '../engine/experiment-variant';
import { renderHeadTags } from '../engine/head-tags';
import { renderHydrationScript } from '../engine/hydration-data';
import type { PageConfig } from '../engine/page-config-schema';
import type { PageLoaderServices, PageRouteData } from '../engine/page-loader';
import type { PageHead } from '../engine/page-meta';
import { createRouteMatcher } from '../engine/routes';
import { isPlainObject } from '../lib/plain-data';
import { createApp } from './app';
import { layoutOf, type SiteDefinition } from './site-definition';

/** What the server needs of a site beyond what both sides share. */
export interface ServerSite extends SiteDefinition {
  /** The site's blocks with their whole definitions (schemas, loads). */
  registry: BlockRegistry;
  /** Every page config of the site. */
  pages: readonly PageConfig[];
  /** A page's route for browsers (its config's chunk), null for a config the browser build has not seen. */
  browserRoute(path: string): BrowserRoute | null;
  /** The site's name and default sharing image, for the head's social cards. */
  head: { siteName: string; defaultImage?: string };
  /** A page's structured data (schema.org): what its meta source gave (`head.jsonLd`) and the site's own. */
  structuredData?: (options: { page: PageConfig; head: PageHead; pagesByPath: ReadonlyMap<string, PageConfig>; siteUrl: string }) => unknown[];
}

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
  /** After a form post without JavaScript: the form's kept input and messages (src/engine/posted-form.tsx). */
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

function withoutPreload(route: BrowserRoute | null): BrowserRoute | null {
  return route && { path: route.path, module: route.module };
}

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

/** A route of the site: a page config's path pattern, or a redirect of the site's table. */
type SiteRoute = { kind: 'page'; path: string } | { kind: 'redirect'; from: string; to: string };

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

/**
 * A site's pages rendered on the server: React Router's static handler with the site's routes,
 * every section's content read by the engine, the page's head, and the data the browser
 * hydrates from (src/runtime/browser-start.tsx).
 */
export function createServerRenderer(site: ServerSite) {
  const app = createApp(site);
  const configuredPages = byPath(site.pages);
  const siteRouteMatcher = (paths: Iterable<string>) =>
    createRouteMatcher<SiteRoute>([
      ...[...paths].map((path) => ({ path, value: { kind: 'page' as const, path } })),
      ...site.redirects.map((entry) => ({ path: entry.from, value: { kind: 'redirect' as const, ...entry } })),
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
      app.routes({
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

  const prefetchChrome = (page: PageConfig | null, read: ContentReader) => layoutOf(site, page).prefetch?.(read) ?? Promise.resolve({});

  /** Answers one page request: a redirect, the page, or the 404 page, all rendered on the server. */
  async function renderPage(input: RenderInput): Promise<RenderOutput> {
    const url = new URL(`http://site.invalid${input.url}`);
    const overrides = input.pageOverrides ?? [];
    const pages = overrides.length ? new Map([...configuredPages, ...byPath(overrides)]) : configuredPages;
    // The studio's preview of a page with a new path: its route joins the others for this render.
    const matchRoute = overrides.some((page) => !configuredPages.has(page.path)) ? siteRouteMatcher(pages.keys()) : matchSiteRoute;
    const renderHandler = handlerFor(matchRoute(url.pathname)?.value);
    const report = input.report ?? consoleReport;
    const notFoundHead = site.notFound.head;
    const services: PageLoaderServices = { registry: site.registry, metaSources: site.metaSources, read: input.read, report, prefetchChrome, notFoundHead };

    const context = await renderHandler.query(new Request(url), { requestContext: new RenderContext(services, pages, input.experimentVariants) });
    if (context instanceof Response) {
      const location = context.headers.get('location');
      if ((context.status === 301 || context.status === 302) && location) return { kind: 'redirect', status: context.status, location };
      throw new Error(`the routes answered ${input.url} with HTTP ${context.status}`);
    }
    const error = context.errors && Object.values(context.errors)[0];
    if (error !== undefined && error !== null) throw error instanceof Error ? error : new Error(`route error on ${input.url}: ${String(error)}`);

    const data = pageRouteData(context);
    // The page being hydrated needs its components alone (the HTML preloads them); its route's
    // `preload` (its blocks' definitions, with zod) is for a page the browser renders itself.
    const route = withoutPreload(data.page ? site.browserRoute(data.page.path) : null);
    const experimentId = data.notFound ? undefined : data.page?.experiment?.id;
    const shownVariant = experimentId === undefined ? undefined : input.experimentVariants?.[experimentId];
    // SWR's fallback for the render: the chrome's checked answers and every section as rendered.
    const fallback: Record<string, unknown> = { ...data.fallback, ...data.sections };
    const head =
      data.notFound || !data.page || !data.head
        ? notFoundHead
        : {
            ...data.head,
            jsonLd: site.structuredData?.({ page: data.page, head: data.head, pagesByPath: pages, siteUrl: input.siteUrl }) ?? data.head.jsonLd,
          };

    const engine: EngineServices = { registry: site.registry, read: input.read, metaSources: site.metaSources, report, dev: input.dev };
    const { Providers } = app;
    const html = renderToString(
      <Providers services={engine} swr={{ fallback }} postedForm={input.formState}>
        {/* React Router's own hydration script would repeat the page's data: the browser router is
            given it from the page's embedded data instead (src/runtime/browser-start.tsx), so RR
            writes no inline script; the nonce is passed for any it ever writes. */}
        <StaticRouterProvider router={createStaticRouter(renderHandler.dataRoutes, context)} context={context} hydrate={false} nonce={input.nonce} />
      </Providers>,
    );
    return {
      kind: 'page',
      status: data.notFound ? 404 : 200,
      head: renderHeadTags(head, input.siteUrl, { nonce: input.nonce, ...site.head }),
      html,
      data: renderHydrationScript({
        fallback: data.fallback,
        ...(input.formState === undefined ? {} : { formState: input.formState }),
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

  /** The route endpoint's answer (server/ssr/route-discovery.ts): the page route of a path, or null (a redirect, the 404 page). */
  function browserRouteOf(pathname: string): BrowserRoute | null {
    const route = matchSiteRoute(pathname)?.value;
    return route?.kind === 'page' ? site.browserRoute(route.path) : null;
  }

  return { renderPage, browserRouteOf };
}
