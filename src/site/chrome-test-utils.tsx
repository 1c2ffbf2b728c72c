import { render } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { contentKey } from '../content/contract/calls';

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
export const regionsFallback = (answer: unknown = regionsAnswer) => ({ [contentKey('pages/regions', {})]: answer });
