import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App, AppProviders } from './app';
import { blockRegistry } from './blocks/registry';
import type { ContentReader } from './engine/block';
import { collectPageData } from './engine/collect-page-data';
import { consoleReport, type SectionDiagnostic } from './engine/engine-context';
import { renderHeadTags } from './engine/head-tags';
import { renderHydrationScript } from './engine/hydration-data';
import type { PageDirectory } from './engine/page-directory';
import type { PageConfig } from './engine/page-config-schema';
import type { PageHead } from './engine/page-meta';
import type { RenderedSection } from './engine/section-content';
import { createPageMatcher } from './engine/routes';
import { FORM_STATE_KEY } from './forms/form-state';
import { layouts } from './site/layouts';
import { metaSources } from './site/meta-sources';
import { pageConfigs } from './site/page-configs';
import { siteConfig } from './site/site-config';
import { pageStructuredData } from './site/structured-data';

const matchPage = createPageMatcher(pageConfigs);
/** The server has every page config at hand. */
const pages: PageDirectory = { find: matchPage };

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
  /** Configs rendered in place of the live ones with the same path (the studio's previews). */
  pageOverrides?: PageConfig[];
}

export type RenderOutput =
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | { kind: 'page'; status: 200 | 404; head: string; html: string; data: string; blockTypes: string[] };

const stripSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
const redirects = new Map(siteConfig.redirects.map((r) => [stripSlash(r.from.toLowerCase()), r.to]));

const notFoundHead: PageHead = {
  title: `Page not found | ${siteConfig.name}`,
  description: 'The page you asked for does not exist.',
  keywords: '',
  image: undefined,
  canonicalPath: '/',
  jsonLd: [],
};

/** The live configs with some replaced (same path) or added. */
function withOverrides(overrides: readonly PageConfig[]) {
  const replaced = new Set(overrides.map((page) => page.path));
  const pages = [...overrides, ...pageConfigs.filter((page) => !replaced.has(page.path))];
  return { pages, matchPage: createPageMatcher(pages) };
}

/** Answers one page request: a redirect, the page, or the 404 page, all rendered on the server. */
export async function renderPage(input: RenderInput): Promise<RenderOutput> {
  const url = new URL(input.url, 'http://site.invalid');
  const { pathname, search } = url;

  const alias = redirects.get(stripSlash(pathname.toLowerCase()));
  if (alias && alias !== pathname) return { kind: 'redirect', status: 301, location: alias + search };
  if (!pathname.endsWith('/') && matchPage(`${pathname}/`)) {
    return { kind: 'redirect', status: 301, location: `${pathname}/${search}` };
  }

  const overridden = input.pageOverrides?.length ? withOverrides(input.pageOverrides) : undefined;
  const match = pathname.endsWith('/') ? (overridden?.matchPage ?? matchPage)(pathname) : null;
  const layout = layouts[match?.page.layout ?? 'standard'] ?? layouts.standard;
  const report = input.report ?? consoleReport;
  let fallback: Record<string, unknown> = {};
  let sections: Record<string, RenderedSection> = {};
  let head = notFoundHead;
  let status: 200 | 404 = 404;

  if (match) {
    const collected = await collectPageData({
      match,
      registry: blockRegistry,
      metaSources,
      read: input.read,
      prefetch: layout?.prefetch,
      report,
    });
    if (collected.meta.redirect) return { kind: 'redirect', status: 302, location: collected.meta.redirect };
    fallback = collected.fallback;
    sections = collected.sections;
    if (input.formState !== undefined) fallback[FORM_STATE_KEY] = input.formState;
    if (!collected.meta.notFound) {
      head = {
        ...collected.head,
        jsonLd: pageStructuredData({
          page: match.page,
          head: collected.head,
          pages: overridden?.pages ?? pageConfigs,
          site: siteConfig,
          siteUrl: input.siteUrl,
        }),
      };
      status = 200;
    }
  } else if (layout?.prefetch) {
    // The 404 page has the chrome too: embed what its footer read, as pages do.
    fallback = await layout.prefetch(input.read).catch((error: unknown) => {
      console.warn(`[chrome] ${String(error)}`);
      return {};
    });
  }

  const services = {
    registry: blockRegistry,
    read: input.read,
    metaSources,
    renderedSections: sections,
    report,
    dev: input.dev,
  };
  const html = renderToString(
    <StaticRouter location={pathname + search}>
      <AppProviders services={services} fallback={fallback}>
        <App pages={overridden ? { find: overridden.matchPage } : pages} />
      </AppProviders>
    </StaticRouter>,
  );
  return {
    kind: 'page',
    status,
    head: renderHeadTags(head, input.siteUrl, { nonce: input.nonce, siteName: siteConfig.name }),
    html,
    data: renderHydrationScript({ fallback, sections, apiToken: input.apiToken, dev: input.dev, apiOrigin: input.apiOrigin }),
    blockTypes: match ? [...new Set(match.page.sections.map((s) => s.type))] : [],
  };
}

export { checkAllSiteConfigs, checkSiteConfigs } from './site/check-site-configs';
export { sitemapEntries } from './site/sitemap-entries';
