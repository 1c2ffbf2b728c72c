import type { BlockComponentProps, BlockContext, BlockModule, SectionStatus } from '../../engine/block';
import type { PageConfig, SectionConfig } from '../../engine/page-config-schema';

/**
 * A block rendered alone from its `example` fixture, as the catalogue (/__blocks) shows it:
 * props parsed with the block's schema (defaults filled), content checked by the block's content
 * schema. A fixture that fails its own schema is reported, not rendered: it is a bug to fix.
 */
/** A registered block, whatever its props and content types (as the registry hands them out). */
export type AnyBlock = BlockModule['block'];

export const galleryStatuses = ['ready', 'loading', 'failed', 'invalid'] as const satisfies readonly SectionStatus[];

export type FixtureResult =
  | { ok: true; input: BlockComponentProps<unknown, unknown> }
  | { ok: false; error: string };

export function fixtureContext(block: AnyBlock): BlockContext {
  const section: SectionConfig = { id: `${block.type}-example`, type: block.type, props: block.example?.props };
  const page: PageConfig = {
    path: '/__blocks/',
    layout: 'standard',
    sitemap: false,
    meta: { title: `${block.type} example` },
    sections: [section],
  };
  return { section, page, params: {}, pageId: undefined };
}

export function fixtureFor(block: AnyBlock, status: SectionStatus): FixtureResult {
  const props = block.props.safeParse(block.example?.props ?? {});
  if (!props.success) return { ok: false, error: `example props do not fit the props schema: ${props.error.message}` };
  let content: unknown;
  // A block without an example is shown with its defaults and no content (the catalogue says so).
  if (block.content && block.example && status === 'ready') {
    const parsed = block.content.schema.safeParse(block.example?.content);
    if (!parsed.success) return { ok: false, error: `example content does not fit the content schema: ${parsed.error.message}` };
    content = parsed.data;
  }
  return { ok: true, input: { props: props.data, content, status, context: fixtureContext(block) } };
}
