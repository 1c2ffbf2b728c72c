// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { browserReader, configureContentClient } from '../content/client';
import { readPage, requirePageId } from '../content/read';
import { defineBlock, type BlockComponentProps } from './block';
import { createBlockRegistry, type BlockRegistry } from './block-registry';
import { sectionKey } from './content-key';
import { EngineProvider, type SectionDiagnostic } from './engine-context';
import type { PageConfig } from './page-config-schema';
import { PageSections } from './page-renderer';
import type { RenderedSection } from './section-content';

const headingContent = z.object({ heading: z.string() });

function Heading({ content, status }: BlockComponentProps<{ field: string }, z.infer<typeof headingContent>>) {
  if (status === 'invalid' || status === 'failed') return <p>fallback for bad content</p>;
  if (!content) return null;
  return <h2>{content.heading}</h2>;
}

const headingBlock = defineBlock({
  type: 'heading',
  description: 'test block: one field of the page as a heading',
  props: z.object({ field: z.string() }),
  content: {
    schema: headingContent,
    load: async (context, read) => ({ heading: (await readPage(read, requirePageId(context)))[context.props.field] }),
  },
  component: Heading,
});

const crashingBlock = defineBlock({
  type: 'crashing',
  description: 'test block that throws while rendering',
  props: z.object({}),
  component: () => {
    throw new Error('boom in render');
  },
});

const registry = createBlockRegistry({
  heading: async () => ({ block: headingBlock }),
  crashing: async () => ({ block: crashingBlock }),
});

const requests: unknown[] = [];
const server = setupServer(
  http.post('http://localhost:3000/api/pages/get', async ({ request }) => {
    expect(request.headers.get('token')).toBe('test-token');
    const body = await request.json();
    requests.push(body);
    return HttpResponse.json({
      success: true,
      data: { first: 'First section', second: 'Second section', third: 'Third section', broken: 42 },
    });
  }),
);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  configureContentClient({ token: 'test-token' });
  await registry.preload();
});
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

const page = (sections: PageConfig['sections']): PageConfig => ({
  path: '/test/',
  pageId: 7,
  layout: 'standard',
  sitemap: true,
  meta: { title: 'Test' },
  sections,
});

function renderPage(
  config: PageConfig,
  report: (d: SectionDiagnostic) => void = () => undefined,
  { blocks = registry, renderedSections = {} }: { blocks?: BlockRegistry; renderedSections?: Record<string, RenderedSection> } = {},
) {
  return render(
    <MemoryRouter>
      <EngineProvider services={{ registry: blocks, read: browserReader, metaSources: {}, report, dev: false }}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, fallback: renderedSections }}>
          <PageSections page={config} params={{}} />
        </SWRConfig>
      </EngineProvider>
    </MemoryRouter>,
  );
}

const section = (id: string, field: string) => ({ id, type: 'heading', props: { field } });

describe('the renderer', () => {
  it('renders sections in config order, and in the new order after a reorder', async () => {
    const sections = [section('a', 'first'), section('b', 'second'), section('c', 'third')];
    const { unmount } = renderPage(page(sections));
    await waitFor(() => expect(screen.getAllByRole('heading')).toHaveLength(3));
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'First section',
      'Second section',
      'Third section',
    ]);
    expect(requests).toContainEqual({ pageId: 7 });
    unmount();

    renderPage(page([sections[2]!, sections[0]!, sections[1]!]));
    await waitFor(() => expect(screen.getAllByRole('heading')).toHaveLength(3));
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Third section',
      'First section',
      'Second section',
    ]);
  });

  it('shows the fallback of a section whose content fails its schema, and renders the others', async () => {
    const report = vi.fn();
    renderPage(page([section('good', 'first'), section('bad', 'broken'), section('also-good', 'third')]), report);
    await waitFor(() => expect(screen.getByText('fallback for bad content')).toBeTruthy());
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['First section', 'Third section']);
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'invalid-content', sectionId: 'bad', type: 'heading', message: expect.stringContaining('heading') }),
    );
  });

  it('contains a block that throws inside its own boundary', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const report = vi.fn();
    renderPage(page([section('before', 'first'), { id: 'crash', type: 'crashing' }, section('after', 'second')]), report);
    await waitFor(() => expect(screen.getAllByRole('heading')).toHaveLength(2));
    expect(screen.queryByText(/boom/)).toBeNull();
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ kind: 'crashed', sectionId: 'crash', message: 'boom in render' }));
    consoleError.mockRestore();
  });

  it('tries a crashed section afresh on the next page of the same route (/country/kenya/ → /country/mexico/)', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const country = { ...page([{ id: 'overview', type: 'fragile' }]), path: '/country/:id/' };
    const fragile = defineBlock({
      type: 'fragile',
      description: 'test block that throws for one country',
      props: z.object({}),
      component: ({ context }) => {
        if (context.params.id === 'kenya') throw new Error('boom on kenya');
        return <h2>Overview of {context.params.id}</h2>;
      },
    });
    const blocks = createBlockRegistry({ fragile: async () => ({ block: fragile }) });
    await blocks.preload();
    const services = { registry: blocks, read: browserReader, metaSources: {}, report: () => undefined, dev: false };
    const tree = (id: string) => (
      <MemoryRouter>
        <EngineProvider services={services}>
          <PageSections page={country} params={{ id }} />
        </EngineProvider>
      </MemoryRouter>
    );
    const { rerender } = render(tree('kenya'));
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(screen.queryByRole('heading')).toBeNull();
    rerender(tree('mexico'));
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('Overview of mexico'));
    consoleError.mockRestore();
  });

  it('shows the failed state when the content call fails', async () => {
    server.use(http.post('http://localhost:3000/api/pages/get', () => HttpResponse.json({ status: 500 }, { status: 500 })));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderPage(page([section('a', 'first')]));
    await waitFor(() => expect(screen.getByText('fallback for bad content')).toBeTruthy(), { timeout: 5000 });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('pages/get failed'));
    warn.mockRestore();
  });

  it('renders a section the server rendered from its record, with the component alone: no definition, no request', async () => {
    const report = vi.fn();
    const componentOnly = createBlockRegistry(
      {
        heading: () => Promise.reject(new Error('the definition (schemas, load) must not load for a rendered section')),
      },
      { heading: async () => Heading },
    );
    await componentOnly.preloadComponents(['heading']);
    const renderedSections = {
      [sectionKey('/test/', 'a', {})]: { props: { field: 'first' }, status: 'ready' as const, content: { heading: 'From the server' } },
      [sectionKey('/test/', 'b', {})]: { props: { field: 'broken' }, status: 'invalid' as const },
    };
    renderPage(page([section('a', 'first'), section('b', 'broken')]), report, { blocks: componentOnly, renderedSections });
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('From the server'));
    expect(screen.getByText('fallback for bad content')).toBeTruthy();
    expect(requests).toEqual([]);
    expect(report).not.toHaveBeenCalled();
  });
});
