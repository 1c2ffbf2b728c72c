import type { ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import type { SwrAccess } from './swr-page-cache';

/**
 * Hands SWR's cache and mutate (the ones the app's SWRConfig uses) to code outside React: the
 * browser's route loaders and reader, which run on navigations, after this has rendered.
 *
 * It wraps the router rather than sitting beside it: a sibling made the browser's tree an array of
 * two children where the server's has one, which moves every `useId` below it (React derives the
 * ids from the tree's shape), so the footer's region select hydrated with ids that differ from the
 * server's HTML. A component that renders its only child leaves the shape, and the ids, alone.
 */
export function SwrBridge({ onReady, children }: { onReady: (access: SwrAccess) => void; children: ReactNode }) {
  const { cache, mutate, fallback } = useSWRConfig();
  onReady({
    read: (key) => cache.get(key)?.data ?? fallback[key],
    write: (key, data, options) => mutate(key, data, options),
  });
  return children;
}
