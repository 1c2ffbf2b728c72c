import { useSWRConfig } from 'swr';
import type { SwrAccess } from './swr-page-cache';

/**
 * Hands SWR's cache and mutate (the ones the app's SWRConfig uses) to code outside React: the
 * browser's route loaders and reader, which run on navigations, after this has rendered.
 * Renders nothing.
 */
export function SwrBridge({ onReady }: { onReady: (access: SwrAccess) => void }) {
  const { cache, mutate, fallback } = useSWRConfig();
  onReady({
    read: (key) => cache.get(key)?.data ?? fallback[key],
    write: (key, data, options) => mutate(key, data, options),
  });
  return null;
}
