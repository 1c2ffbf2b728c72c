import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { z } from 'zod';
import type { BlockComponentProps, BlockContext, BlockDefinition } from '../../engine/block';

interface RenderFormBlockOptions {
  /** The page's path: the router's URL (a form posts to its own page). */
  path: string;
  context: BlockContext;
  /** Fixture content, parsed by the block's content schema as the renderer would. */
  content: unknown;
  props?: Record<string, unknown>;
  /** SWR's fallback: what the server embedded, e.g. the form state after a post without JavaScript. */
  fallback?: Record<string, unknown>;
}

/**
 * Renders a form block the way the renderer shows it: props through the block's props schema (so
 * defaults apply), ready content through its content schema, inside a router and SWR's fallback.
 */
export function renderFormBlock<P, C>(block: BlockDefinition<P, C>, options: RenderFormBlockOptions) {
  const schema: z.ZodType<C> | undefined = block.content?.schema;
  const Component: ComponentType<BlockComponentProps<P, C>> = block.component;
  return render(
    <MemoryRouter initialEntries={[options.path]}>
      <SWRConfig value={{ fallback: options.fallback ?? {} }}>
        <Component
          props={block.props.parse(options.props ?? {})}
          content={schema?.parse(options.content)}
          status="ready"
          context={options.context}
        />
      </SWRConfig>
    </MemoryRouter>,
  );
}
