import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { z } from 'zod';
import type { BlockComponentProps, BlockContext, BlockDefinition, ContentReader, SectionStatus } from '../../engine/block';
import type { PageConfig } from '../../engine/page-config-schema';
import { SiteSettingsProvider, type SiteSettings } from './site-settings';
import { testSiteSettings } from './test-site-settings';

/**
 * Test helpers for blocks: render a block's component with fixture content and a status, the way
 * the renderer would, and run a block's load against a fake reader. For component tests only.
 */
export function testContext(overrides: Partial<BlockContext> = {}, page: Partial<PageConfig> = {}): BlockContext {
  const pageConfig: PageConfig = {
    path: '/test/',
    pageId: 1,
    layout: 'standard',
    sitemap: true,
    meta: { title: 'Test' },
    sections: [],
    ...page,
  };
  return {
    section: { id: 'section', type: 'test' },
    page: pageConfig,
    params: {},
    pageId: pageConfig.pageId,
    ...overrides,
  };
}

interface RenderBlockOptions {
  props?: Record<string, unknown>;
  content?: unknown;
  status?: SectionStatus;
  context?: BlockContext;
  /** The router's starting URL (for blocks that read the location). */
  url?: string;
  /** What the block reads of site.json (the app's provider gives site.json itself). */
  settings?: SiteSettings;
}

/**
 * Renders a block's component: props go through the block's props schema (so defaults apply, as
 * in a page), content through its content schema (so the test uses parsed content).
 */
export function renderBlock<P, C>(block: BlockDefinition<P, C>, options: RenderBlockOptions = {}) {
  const props = block.props.parse(options.props ?? {});
  const status = options.status ?? 'ready';
  const schema: z.ZodType<C> | undefined = block.content?.schema;
  const content = status === 'ready' && schema ? schema.parse(options.content) : undefined;
  const Component: ComponentType<BlockComponentProps<P, C>> = block.component;
  return render(
    <MemoryRouter initialEntries={[options.url ?? '/test/']}>
      <SiteSettingsProvider settings={options.settings ?? testSiteSettings}>
        <Component props={props} content={content} status={status} context={options.context ?? testContext()} />
      </SiteSettingsProvider>
    </MemoryRouter>,
  );
}

/** A reader answering from a table of call → answer (a function of the body, or a fixed value); null = failed. */
export function fakeReader(answers: Record<string, unknown | ((body: unknown) => unknown)>): ContentReader & {
  calls: { call: string; body: unknown }[];
} {
  const calls: { call: string; body: unknown }[] = [];
  const reader = async (call: string, body: unknown) => {
    calls.push({ call, body });
    const answer = answers[call];
    if (answer === undefined) return null;
    return typeof answer === 'function' ? answer(body) : answer;
  };
  return Object.assign(reader, { calls });
}

/** Runs a block's load with its props parsed, as the engine does. */
export function runLoad<P, C>(
  block: BlockDefinition<P, C>,
  read: ContentReader,
  options: { props?: Record<string, unknown>; context?: BlockContext } = {},
): Promise<unknown> {
  if (!block.content) throw new Error(`block "${block.type}" has no content`);
  const props = block.props.parse(options.props ?? {});
  return block.content.load({ ...(options.context ?? testContext()), props }, read);
}
