import type { ContentReader } from './block';
import type { BlockRegistry } from './block-registry';
import { contentKey } from './content-key';
import type { SectionDiagnostic } from './engine-context';
import { buildHead, resolveMeta, resolvePageId, type MetaResult, type MetaSources, type PageHead } from './page-meta';
import { blockContext } from './page-renderer';
import type { PageMatch } from './routes';
import { renderSection, sectionKeyOf, type RenderedSection } from './section-content';

export interface CollectedPage {
  /** SWR fallback: the chrome's call answers, by key. */
  fallback: Record<string, unknown>;
  /** Every section with valid props: its props and checked content, by section key. */
  sections: Record<string, RenderedSection>;
  meta: MetaResult;
  head: PageHead;
}

/**
 * Server side: reads everything the page's sections, its meta source and its chrome need, in
 * parallel, each call once per request, and records for hydration what the browser reads.
 */
export async function collectPageData(options: {
  match: PageMatch;
  registry: BlockRegistry;
  metaSources: MetaSources;
  read: ContentReader;
  /** The chrome's content: checked answers by key, embedded for its hooks. */
  prefetch?: (read: ContentReader) => Promise<Record<string, unknown>>;
  /** Where content that fails its block's schema is reported (once per render). */
  report: (diagnostic: SectionDiagnostic) => void;
}): Promise<CollectedPage> {
  const { match, registry, metaSources } = options;
  const fallback: Record<string, unknown> = {};
  const sections: Record<string, RenderedSection> = {};
  const inFlight = new Map<string, Promise<unknown>>();
  const readOnce: ContentReader = (call, body) => {
    const key = contentKey(call, body);
    let answer = inFlight.get(key);
    if (!answer) {
      answer = options.read(call, body);
      inFlight.set(key, answer);
    }
    return answer;
  };

  await registry.preload(match.page.sections.map((section) => section.type));
  const metaContext = { page: match.page, params: match.params, pageId: resolvePageId(match.page, match.params) };

  const sectionLoads = match.page.sections.map(async (section) => {
    const block = registry.get(section.type);
    if (!block) return; // the renderer reports the unknown type through the section boundary
    const context = blockContext(section, match.page, match.params);
    const rendered = await renderSection(block, context, readOnce, options.report);
    if (rendered) sections[sectionKeyOf(context)] = rendered;
  });

  const [meta] = await Promise.all([
    resolveMeta(metaContext, metaSources, readOnce),
    ...sectionLoads,
    options
      .prefetch?.(readOnce)
      .then((entries) => Object.assign(fallback, entries))
      .catch((error: unknown) => console.warn(`[chrome] prefetch failed: ${String(error)}`)),
  ]);
  return { fallback, sections, meta, head: buildHead(metaContext, meta) };
}
