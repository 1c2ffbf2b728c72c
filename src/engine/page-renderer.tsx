import { Suspense, use, useMemo } from 'react';
import type { BlockContext, BlockDefinition } from './block';
import { useEngine } from './engine-context';
import type { PageConfig, SectionConfig } from './page-config-schema';
import { resolvePageId } from './page-meta';
import { SectionBoundary } from './section-boundary';
import { describeIssues, useSectionContent } from './section-content';

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
          key={section.id}
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

function useBlock(type: string): BlockDefinition<unknown, unknown> {
  const { registry } = useEngine();
  // Always through use(): a loaded block's promise carries its value and returns at once; a block
  // a client-side navigation has not loaded yet suspends its section until its chunk arrives.
  return use(registry.load(type));
}

export function blockContext(section: SectionConfig, page: PageConfig, params: Record<string, string>): BlockContext {
  return { section, page, params, pageId: section.pageId ?? resolvePageId(page, params) };
}

function SectionView({ section, page, params }: { section: SectionConfig; page: PageConfig; params: Record<string, string> }) {
  const block = useBlock(section.type);
  const props = useMemo(() => {
    const parsed = block.props.safeParse(section.props ?? {});
    if (!parsed.success) throw new Error(`invalid props: ${describeIssues(parsed.error)}`);
    return parsed.data;
  }, [block, section.props]);
  const context = blockContext(section, page, params);
  const { status, content } = useSectionContent(block, context, props);
  const Block = block.component;
  return (
    <div className="page-section" data-section-id={section.id} data-block={section.type}>
      <Block props={props} content={content} status={status} context={context} />
    </div>
  );
}
