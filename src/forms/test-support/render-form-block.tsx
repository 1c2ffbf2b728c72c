import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { z } from 'zod';
import type { BlockComponentProps, BlockContext, BlockDefinition } from '../../engine/block';
import { PostedFormProvider } from '../../engine/posted-form';

interface RenderFormBlockOptions {
  /** The page's path: the router's URL (a form posts to its own page). */
  path: string;
  context: BlockContext;
  /** Fixture content, parsed by the block's content schema as the renderer would. */
  content: unknown;
  props?: Record<string, unknown>;
  /** What the server embedded after a post without JavaScript (the form state). */
  postedForm?: unknown;
  /** The navigation's state (what a client-side link or navigate() carried to the page). */
  state?: unknown;
}

/**
 * Renders a form block the way the renderer shows it: props through the block's props schema (so
 * defaults apply), ready content through its content schema, inside a router, with the posted form's state if any.
 */
export function renderFormBlock<P, C>(block: BlockDefinition<P, C>, options: RenderFormBlockOptions) {
  return render(formBlockTree(block, options));
}

/** The tree renderFormBlock renders: for a test that writes it as the server would, then hydrates it. */
export function formBlockTree<P, C>(block: BlockDefinition<P, C>, options: RenderFormBlockOptions) {
  const schema: z.ZodType<C> | undefined = block.content?.schema;
  const Component: ComponentType<BlockComponentProps<P, C>> = block.component;
  return (
    <MemoryRouter initialEntries={[options.state === undefined ? options.path : { pathname: options.path, state: options.state }]}>
      <PostedFormProvider value={options.postedForm}>
        <Component
          props={block.props.parse(options.props ?? {})}
          content={schema?.parse(options.content)}
          status="ready"
          context={options.context}
        />
      </PostedFormProvider>
    </MemoryRouter>
  );
}
