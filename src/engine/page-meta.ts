import type { ContentReader } from './block';
import type { PageConfig } from './page-config-schema';

/** What a meta source found in the content for one page. */
export interface MetaResult {
  title?: string;
  description?: string;
  keywords?: string;
  image?: string;
  /** The content says this page does not exist (e.g. an unknown month slug): answer 404. */
  notFound?: boolean;
  /** The content says go elsewhere (e.g. an unknown blog slug goes to /blog/). */
  redirect?: string;
  /** Structured data (schema.org objects) for the page. */
  jsonLd?: unknown[];
}

export interface MetaContext {
  page: PageConfig;
  params: Record<string, string>;
  pageId: number | undefined;
}

export type MetaSource = (context: MetaContext, read: ContentReader) => Promise<MetaResult>;
/** Meta sources by name, each loaded when first used (the browser needs one only after a navigation). */
export type MetaSources = Record<string, () => Promise<MetaSource>>;

export interface PageHead {
  title: string;
  description: string;
  keywords: string;
  image: string | undefined;
  canonicalPath: string;
  jsonLd: unknown[];
}

/**
 * The page's content id: its config's pageId, else a numeric route parameter named `pageId`
 * (the generic /page/:pageId/ route).
 */
export function resolvePageId(page: PageConfig, params: Record<string, string>): number | undefined {
  if (page.pageId !== undefined) return page.pageId;
  const fromRoute = params.pageId;
  return fromRoute && /^[1-9][0-9]{0,5}$/.test(fromRoute) ? Number(fromRoute) : undefined;
}

/** The route's path with its parameters filled in: the page's canonical path. */
export function fillPath(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:([a-zA-Z0-9]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? name));
}

export async function resolveMeta(
  context: MetaContext,
  sources: MetaSources,
  read: ContentReader,
): Promise<MetaResult> {
  const name = context.page.meta.source;
  const loadSource = name ? sources[name] : undefined;
  if (!loadSource) return {};
  try {
    const source = await loadSource();
    return await source(context, read);
  } catch (error) {
    console.warn(`[meta ${context.page.path}] source "${name}" failed: ${String(error)}`);
    return {};
  }
}

/** Content wins over the config's defaults; empty strings from content count as missing. */
export function buildHead(context: MetaContext, result: MetaResult): PageHead {
  const pick = (fromContent: string | undefined, fallback: string | undefined) =>
    fromContent && fromContent.trim() !== '' ? fromContent.trim() : (fallback ?? '');
  return {
    title: pick(result.title, context.page.meta.title),
    description: pick(result.description, context.page.meta.description),
    keywords: pick(result.keywords, context.page.meta.keywords),
    image: result.image ?? context.page.meta.image,
    canonicalPath: fillPath(context.page.path, context.params),
    jsonLd: result.jsonLd ?? [],
  };
}

/** What a page's meta source decided, as the browser keeps it under the page's key. */
export interface PageMetaEntry {
  head: PageHead;
  /** The content says the page does not exist: the 404 page shows. */
  notFound: boolean;
  /** The content says the page is elsewhere: the browser goes there. */
  redirect?: string;
}

/** A page's meta source read and turned into its head and verdict (the browser's page key fetcher). */
export async function loadPageMeta(context: MetaContext, sources: MetaSources, read: ContentReader): Promise<PageMetaEntry> {
  const meta = await resolveMeta(context, sources, read);
  return { head: buildHead(context, meta), notFound: meta.notFound === true, ...(meta.redirect ? { redirect: meta.redirect } : {}) };
}
