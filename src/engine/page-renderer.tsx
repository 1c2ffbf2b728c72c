import { Suspense, use, useMemo, type ReactNode } from 'react';
import useSWR from 'swr';
import type { BlockContext } from './block';
import { sectionKey } from './content-key';
import { useEngine } from './engine-context';
import type { PageConfig, SectionConfig } from './page-config-schema';
import { resolvePageId } from './page-meta';
import { HydrationGate } from './hydration-gate';
import { useLoadingSignal } from './loading-signal';
import { SectionBoundary } from './section-boundary';
import { describeIssues, loadRenderedSection, sectionKeyOf, type RenderedSection } from './section-content';

interface PageSectionsProps {
  page: PageConfig;
  params: Record<string, string>;
}

/**
 * The one renderer: the page's sections in config order, each in its own error boundary and
 * Suspense boundary (a section that fails on the server is retried in the browser, alone).
 */
export function PageSections({ page, params }: PageSectionsProps) {
  const { report, dev } = useEngine();
  return (
    <>
      {page.sections.map((section) => (
        <SectionBoundary
          // Keyed by page and parameters too: a section that crashed on /country/kenya/ is tried
          // afresh on /country/mexico/ (same route, same section id) instead of staying hidden.
          key={sectionKey(page.path, section.id, params)}
          page={page.path}
          sectionId={section.id}
          type={section.type}
          dev={dev}
          report={report}
        >
          <Suspense fallback={null}>
            <HydrationGate id={section.id}>
              <SectionView section={section} page={page} params={params} />
            </HydrationGate>
          </Suspense>
        </SectionBoundary>
      ))}
    </>
  );
}

export function blockContext(section: SectionConfig, page: PageConfig, params: Record<string, string>): BlockContext {
  return { section, page, params, pageId: section.pageId ?? resolvePageId(page, params) };
}

/**
 * One section through SWR, under its section key: the server's rendered section (in the cache
 * from the page's embedded data, or SWR's fallback on the server), or fetched here: a client-side
 * navigation's page, a page seen before whose content is no longer fresh. The block's component
 * alone renders data that is there; a section with no data yet renders through the whole block,
 * with status 'loading', while its content is read (the sections of a page in parallel).
 */
function SectionView({ section, page, params }: { section: SectionConfig; page: PageConfig; params: Record<string, string> }) {
  const { registry, read, report } = useEngine();
  const context = blockContext(section, page, params);
  const { data, error } = useSWR<RenderedSection>(
    sectionKeyOf(context),
    async () => {
      const fresh = await loadRenderedSection(registry, context, read, report);
      // A revalidation whose call failed (offline) keeps the content on screen: SWR keeps the
      // data it has when its fetcher throws.
      if (fresh.status === 'failed' && data) throw new Error(`section "${section.id}": its content could not be read again`);
      return fresh;
    },
    { shouldRetryOnError: false },
  );
  if (data) return <RenderedSectionView rendered={data} context={context} />;
  // Invalid props, or a block that failed to load: the section's boundary shows it.
  if (error) throw error;
  return <LoadingSectionView context={context} />;
}

/**
 * A section's frame. While its content is on its way it is marked `data-loading` and
 * `aria-busy`: a block that shows nothing while loading (spec 1) gets the spec's 'Loading...' from
 * the stylesheet (global.css), so the next page shows where its content is coming.
 */
function SectionFrame({ context, loading = false, children }: { context: BlockContext; loading?: boolean; children: ReactNode }) {
  return (
    <div
      className="page-section"
      data-section-id={context.section.id}
      data-block={context.section.type}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
    >
      {children}
    </div>
  );
}

/**
 * A section with its data (the page as first loaded, and on the server itself): props and
 * content come checked, so only the block's component is needed.
 */
function RenderedSectionView({ rendered, context }: { rendered: RenderedSection; context: BlockContext }) {
  const { registry } = useEngine();
  // A loaded component returns at once (hydration never suspends); one not loaded yet suspends.
  const Block = use(registry.loadComponent(context.section.type));
  return (
    <SectionFrame context={context}>
      <Block props={rendered.props} content={rendered.content} status={rendered.status} context={context} />
    </SectionFrame>
  );
}

/** A section whose content is on its way: the whole block, its props checked, status 'loading'. */
function LoadingSectionView({ context }: { context: BlockContext }) {
  const { registry } = useEngine();
  useLoadingSignal();
  // A block a client-side navigation has not loaded yet suspends its section until its chunk arrives.
  const block = use(registry.load(context.section.type));
  const sectionProps = context.section.props;
  const props = useMemo(() => {
    const parsed = block.props.safeParse(sectionProps ?? {});
    if (!parsed.success) throw new Error(`invalid props: ${describeIssues(parsed.error)}`);
    return parsed.data;
  }, [block, sectionProps]);
  const Block = block.component;
  return (
    <SectionFrame context={context} loading={block.content !== undefined}>
      <Block props={props} content={undefined} status={block.content ? 'loading' : 'ready'} context={context} />
    </SectionFrame>
  );
}
