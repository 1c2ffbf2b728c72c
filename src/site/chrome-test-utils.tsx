import { act, render } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { checkedAnswerKey } from '../engine/content-key';

/**
 * Test helpers for the chrome (component tests only): the regions answer the footer reads, an msw
 * handler that serves it, and a render inside a router and a fresh SWR cache.
 */
export const regionsAnswer = {
  success: true,
  data: {
    regions: [
      { regionId: 7, regionTitle: 'Rocky Mountains' },
      { regionId: 3, regionTitle: 'Caribbean' },
      { regionId: 9, regionTitle: 'East Africa' },
    ],
  },
};

export const regionsHandler = (answer: JsonBodyType = regionsAnswer) =>
  http.post('http://localhost:3000/api/pages/regions', () => HttpResponse.json(answer));

export function renderChrome(ui: ReactNode, options: { url?: string; fallback?: Record<string, unknown> } = {}) {
  return render(
    <MemoryRouter initialEntries={[options.url ?? '/family-travel/']}>
      <SWRConfig value={{ provider: () => new Map(), fallback: options.fallback ?? {}, dedupingInterval: 0 }}>{ui}</SWRConfig>
    </MemoryRouter>,
  );
}

/** The server's embedded answer for the regions call, as the layout's prefetch records it. */
export const regionsFallback = (answer: unknown = regionsAnswer) => ({ [checkedAnswerKey('pages/regions', {})]: answer });

/**
 * `ui` (inside a router at `url`) rendered to HTML as the server sends it, in a container in the
 * document; `hydrate()` attaches React as the browser does and collects any hydration mismatch.
 * Run the test inside `try { ... } finally { page.cleanup() }`.
 */
export function serverRendered(ui: ReactNode, url = '/family-travel/') {
  const tree = <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>;
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  const mismatches: unknown[] = [];
  let root: Root | undefined;
  return {
    container,
    mismatches,
    hydrate() {
      act(() => {
        root = hydrateRoot(container, tree, { onRecoverableError: (error) => mismatches.push(error) });
      });
    },
    cleanup() {
      act(() => root?.unmount());
      container.remove();
    },
  };
}
