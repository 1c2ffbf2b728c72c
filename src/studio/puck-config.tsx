import { createUsePuck, type ComponentConfig, type Config } from '@puckeditor/core';
import { useRef } from 'react';
import { SWRConfig } from 'swr';
import type { BlockModule } from '../engine/block';
import type { PageConfig } from '../engine/page-config-schema';
import { PageSections } from '../engine/page-renderer';
import { categoriesFor } from './block-categories';
import { blockTitle } from '../shared/marketer-names';
import { useInlineHeading } from './inline-heading';
import { newSectionProps } from './new-section-props';
import { fieldsFor } from './zod-puck-fields';

type Block = BlockModule['block'];

/**
 * Every registered block as a Puck component: fields from its props schema, placeholder props for
 * a new section (new-section-props.ts), and the real block rendered by the engine's renderer (its
 * content read through the site's /api, as a visitor's browser reads it).
 */
export function createPuckConfig(blocks: readonly Block[], page: () => PageConfig): Config {
  const components: Record<string, ComponentConfig> = Object.fromEntries(
    blocks.map((block) => [
      block.type,
      {
        label: blockTitle(block.type),
        fields: fieldsFor(block.props),
        defaultProps: newSectionProps(block),
        render: ({ id, puck: _puck, editMode: _editMode, ...props }) => <StudioSection id={id} type={block.type} props={props} page={page} />,
      },
    ]),
  );
  return { components, categories: categoriesFor(blocks.map((block) => block.type)) };
}

const usePuck = createUsePuck();

const withoutId = ({ id: _id, ...props }: Record<string, unknown>) => props;

/** One section in the canvas: the real block, its heading editable in place (inline-heading.ts). */
function StudioSection({ id, type, props: rendered, page }: { id: string; type: string; props: Record<string, unknown>; page: () => PageConfig }) {
  const element = useRef<HTMLDivElement>(null);
  // Puck renders an item with its component's defaultProps under its own (the props a new section
  // starts with): a section of the page shows only what its config says, the block's schema
  // defaults and its content filling the rest. A block being dragged in is not in the data yet.
  const stored = usePuck((s) => s.appState.data.content.find((item) => item.props.id === id)?.props);
  const props = stored ? withoutId(stored) : rendered;
  useInlineHeading(element, id, props);
  const current = page();
  const original = current.sections.find((section) => section.id === id);
  const section = { id, type, props, ...(original?.pageId !== undefined ? { pageId: original.pageId } : {}) };
  return (
    <div ref={element} className="studio-section" data-studio-section={id}>
      {/* SWR keys a rendered section by page and section id, not its props: a cache of its
          own per version of the props, so an edit renders at once in the canvas. */}
      <SWRConfig key={JSON.stringify(props)} value={{ provider: () => new Map() }}>
        <PageSections page={{ ...current, sections: [section] }} params={{}} />
      </SWRConfig>
    </div>
  );
}
