import type { z } from 'zod';
import type { BlockContext, BlockDefinition, ContentReader, SectionStatus } from './block';
import type { BlockRegistry } from './block-registry';
import { sectionKey } from './content-key';
import type { SectionDiagnostic } from './engine-context';
import { collectDroppedItems } from './dropped-items';
import type { RenderedSection } from './hydration-data';

/** What a section's load produced in the browser, before validation: JSON only. */
export type SectionResult = { raw: unknown } | { failed: string };

/**
 * A section as the server rendered it: its parsed props and its validated content (or why it
 * has none). Embedded in the page, it lets the browser hydrate the section with the block's
 * component alone: no schema, no zod, no second validation of what the server already checked.
 */
export type { RenderedSection };

export function sectionKeyOf(context: BlockContext): string {
  return sectionKey(context.page.path, context.section.id, context.params);
}

/** Runs a block's load; a thrown error (a failed call, a bug in load) becomes a failed result. */
export async function runSectionLoad<P, C>(
  block: BlockDefinition<P, C>,
  context: BlockContext,
  props: P,
  read: ContentReader,
): Promise<SectionResult> {
  if (!block.content) return { raw: undefined };
  try {
    return { raw: await block.content.load({ ...context, props }, read) };
  } catch (error) {
    return { failed: error instanceof Error ? error.message : String(error) };
  }
}

/** Formats zod issues as "path: message" lines, for one clear diagnostic. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`)
    .join('; ');
}

type Report = (diagnostic: SectionDiagnostic) => void;

/** A load result checked against the block's schema; content that fails it is reported once. */
export function validateSectionResult<P, C>(
  block: BlockDefinition<P, C>,
  context: BlockContext,
  result: SectionResult,
  report: Report,
): { status: Exclude<SectionStatus, 'loading'>; content: C | undefined } {
  if (!block.content) return { status: 'ready', content: undefined };
  if ('failed' in result) return { status: 'failed', content: undefined };
  const schema = block.content.schema;
  const diagnose = (message: string) =>
    report({ kind: 'invalid-content', page: context.page.path, sectionId: context.section.id, type: block.type, message });
  // A list's bad items are dropped (lenient-array.ts) and each is reported here, with the section.
  const { result: parsed, dropped } = collectDroppedItems(() => schema.safeParse(result.raw));
  for (const item of dropped) diagnose(`list item ${item.index} dropped: ${item.message}`);
  if (!parsed.success) {
    diagnose(describeIssues(parsed.error));
    return { status: 'invalid', content: undefined };
  }
  return { status: 'ready', content: parsed.data };
}

/**
 * Server side: one section's parsed props, loaded and validated content, ready to render and to
 * embed. Undefined when the props are invalid: the section then renders through the full block,
 * whose props check throws into the section's boundary, as it does in the browser.
 */
export async function renderSection(
  block: BlockDefinition<unknown, unknown>,
  context: BlockContext,
  read: ContentReader,
  report: Report,
): Promise<RenderedSection | undefined> {
  const props = block.props.safeParse(context.section.props ?? {});
  if (!props.success) return undefined;
  const result = await runSectionLoad(block, context, props.data, read);
  return { props: props.data, ...validateSectionResult(block, context, result, report) };
}

/**
 * Browser side: a section loaded afresh through the whole block (its props parsed, its `load` run
 * through the reader, its content validated), as SWR's fetcher of the section's key. Invalid
 * props throw (into the section's boundary), as on the server.
 */
export async function loadRenderedSection(
  registry: BlockRegistry,
  context: BlockContext,
  read: ContentReader,
  report: Report,
): Promise<RenderedSection> {
  const block = await registry.load(context.section.type);
  const props = block.props.safeParse(context.section.props ?? {});
  if (!props.success) throw new Error(`invalid props: ${describeIssues(props.error)}`);
  const result = await runSectionLoad(block, context, props.data, read);
  return { props: props.data, ...validateSectionResult(block, context, result, report) };
}
