import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { PageConfig, SectionConfig } from './page-config-schema';

/**
 * Reads one call of the content source. Resolves to the raw JSON answer, or null when the call
 * failed (the reader has logged why). The engine records every answer for hydration.
 */
export type ContentReader = (call: string, body: unknown) => Promise<unknown>;

/** Thrown by a block's `load` when a call it needs failed: the section shows its error state. */
export class ContentUnavailableError extends Error {
  constructor(call: string) {
    super(`content call "${call}" failed`);
    this.name = 'ContentUnavailableError';
  }
}

export interface BlockContext {
  section: SectionConfig;
  page: PageConfig;
  /** The route's parameters, e.g. { slug } on /monthly/:slug/. */
  params: Record<string, string>;
  /** The section's pageId, else the page's. */
  pageId: number | undefined;
}

/**
 * What a section shows: 'ready' with content, 'failed' when a call failed, 'invalid' when the
 * content failed the block's schema (already logged), 'loading' while the browser fetches it.
 */
export type SectionStatus = 'loading' | 'failed' | 'invalid' | 'ready';

export interface BlockComponentProps<Props, Content> {
  props: Props;
  content: Content | undefined;
  status: SectionStatus;
  context: BlockContext;
}

export interface BlockContentSpec<Props, Content> {
  /** What the block reads, checked at runtime: a failure renders the block's fallback. */
  schema: z.ZodType<Content>;
  /** Fetches the raw content through `read`; the same function runs on the server and in the browser. */
  load: (context: BlockContext & { props: Props }, read: ContentReader) => Promise<unknown>;
}

export interface BlockDefinition<Props = unknown, Content = unknown> {
  type: string;
  /** One sentence for the block catalogue. */
  description: string;
  /** The section's `props` in the page config, with defaults; `.describe()` each for the editor. */
  props: z.ZodType<Props>;
  content?: BlockContentSpec<Props, Content>;
  component: ComponentType<BlockComponentProps<Props, Content>>;
  /** Fixture for the catalogue and tests: a section's props and the content it would read. */
  example?: { props?: Record<string, unknown>; content?: unknown };
}

/** Keeps the generic parameters when a block module declares itself. */
export function defineBlock<Props, Content = undefined>(
  definition: BlockDefinition<Props, Content>,
): BlockDefinition<Props, Content> {
  return definition;
}

/** A block module exports its definition as `block`. */
export interface BlockModule {
  // Stored without its parameters: the registry hands each definition back to its own section only.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  block: BlockDefinition<any, any>;
}
