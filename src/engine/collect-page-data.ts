import type { ContentReader } from './block';
import type { BlockRegistry } from './block-registry';
import { callKey, metaKey } from './content-key';
import { buildHead, resolveMeta, resolvePageId, type MetaResult, type MetaSources, type PageHead } from './page-meta';
import { blockContext } from './page-renderer';
import type { PageMatch } from './routes';
import { runSectionLoad, sectionKeyOf, type SectionResult } from './section-content';

export interface CollectedPage {
  /** SWR fallback: every call answer, every section's load result and the meta result, by key. */
  fallback: Record<string, unknown>;
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
  prefetch?: (read: ContentReader) => Promise<unknown>;
}): Promise<CollectedPage> {
  const { match, registry, metaSources } = options;
  const fallback: Record<string, unknown> = {};
  const inFlight = new Map<string, Promise<unknown>>();
  const readOnce: ContentReader = (call, body) => {
    const key = callKey(call, body);
    let answer = inFlight.get(key);
    if (!answer) {
      answer = options.read(call, body);
      inFlight.set(key, answer);
    }
    return answer;
  };
  // Sections and the meta source hydrate from their own results (below), so their raw answers
  // are not embedded twice; only the chrome's calls, read by call hooks, are.
  const readRecorded: ContentReader = (call, body) =>
    readOnce(call, body).then((raw) => {
      fallback[callKey(call, body)] = raw;
      return raw;
    });

  await registry.preload(match.page.sections.map((section) => section.type));
  const metaContext = { page: match.page, params: match.params, pageId: resolvePageId(match.page, match.params) };

  const sectionLoads = match.page.sections.map(async (section) => {
    const block = registry.get(section.type);
    if (!block?.content) return;
    const context = blockContext(section, match.page, match.params);
    const props = block.props.safeParse(section.props ?? {});
    if (!props.success) return; // the renderer reports invalid props through the section boundary
    const result: SectionResult = await runSectionLoad(block, context, props.data, readOnce);
    fallback[sectionKeyOf(context)] = result;
  });

  const [meta] = await Promise.all([
    resolveMeta(metaContext, metaSources, readOnce),
    ...sectionLoads,
    options.prefetch?.(readRecorded).catch((error: unknown) => console.warn(`[chrome] prefetch failed: ${String(error)}`)),
  ]);
  fallback[metaKey(match.page.path, match.params)] = meta;
  return { fallback, meta, head: buildHead(metaContext, meta) };
}
