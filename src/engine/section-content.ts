import { useMemo } from 'react';
import useSWR from 'swr';
import type { z } from 'zod';
import type { BlockContext, BlockDefinition, ContentReader, SectionStatus } from './block';
import { sectionKey } from './content-key';
import { useEngine } from './engine-context';

/** What a section's load produced, as embedded for hydration: JSON only. */
export type SectionResult = { raw: unknown } | { failed: string };

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

/**
 * The content of one section: prefetched by the server and embedded (SWR fallback), revalidated by
 * the browser through the same load function, validated against the block's schema every time.
 */
export function useSectionContent<P, C>(
  block: BlockDefinition<P, C>,
  context: BlockContext,
  props: P,
): { status: SectionStatus; content: C | undefined } {
  const { read, report } = useEngine();
  const key = block.content ? sectionKeyOf(context) : null;
  const { data } = useSWR<SectionResult>(key, () => runSectionLoad(block, context, props, read));

  return useMemo(() => {
    if (!block.content) return { status: 'ready' as const, content: undefined };
    if (!data) return { status: 'loading' as const, content: undefined };
    if ('failed' in data) return { status: 'failed' as const, content: undefined };
    const parsed = block.content.schema.safeParse(data.raw);
    if (!parsed.success) {
      report({
        kind: 'invalid-content',
        page: context.page.path,
        sectionId: context.section.id,
        type: block.type,
        message: describeIssues(parsed.error),
      });
      return { status: 'invalid' as const, content: undefined };
    }
    return { status: 'ready' as const, content: parsed.data };
    // The context's identity changes every render; the section id and page path are what matter.
  }, [data, block, report, context.page.path, context.section.id]);
}
