import { Suspense, use, useMemo, type ReactNode } from 'react';
import type { BlockContext } from './block';
import { sectionKey } from './content-key';
import { useEngine } from './engine-context';
import type { PageConfig, SectionConfig } from './page-config-schema';
import { resolvePageId } from './page-meta';
import { SectionBoundary } from './section-boundary';
import { describeIssues, sectionKeyOf, useSectionContent, type RenderedSection } from './section-content';

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
            <SectionView section={section} page={page} params={params} />
          </Suspense>
        </SectionBoundary>
      ))}
    </>
  );
}

export function blockContext(section: SectionConfig, page: PageConfig, params: Record<string, string>): BlockContext {
  return { section, page, params, pageId: section.pageId ?? resolvePageId(page, params) };
}

function SectionView({ section, page, params }: { section: SectionConfig; page: PageConfig; params: Record<string, string> }) {
  const { renderedSections } = useEngine();
  const context = blockContext(section, page, params);
  const rendered = renderedSections[sectionKeyOf(context)];
  return rendered ? (
    <RenderedSectionView rendered={rendered} context={context} />
  ) : (
    <LiveSectionView context={context} />
  );
}

function SectionFrame({ context, children }: { context: BlockContext; children: ReactNode }) {
  return (
    <div className="page-section" data-section-id={context.section.id} data-block={context.section.type}>
      {children}
    </div>
  );
}

/**
 * A section the server rendered (the page as first loaded, and on the server itself): props and
 * content come checked from the server, so only the block's component is needed.
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

/** A section the browser renders itself: the whole block, its props checked, its content fetched. */
function LiveSectionView({ context }: { context: BlockContext }) {
  const { registry, read, report } = useEngine();
  // A block a client-side navigation has not loaded yet suspends its section until its chunk arrives.
  const block = use(registry.load(context.section.type));
  const sectionProps = context.section.props;
  const props = useMemo(() => {
    const parsed = block.props.safeParse(sectionProps ?? {});
    if (!parsed.success) throw new Error(`invalid props: ${describeIssues(parsed.error)}`);
    return parsed.data;
  }, [block, sectionProps]);
  const { status, content } = useSectionContent(block, context, props, read, report);
  const Block = block.component;
  return (
    <SectionFrame context={context}>
      <Block props={props} content={content} status={status} context={context} />
    </SectionFrame>
  );
}
