import { use, useLayoutEffect, type ReactNode } from 'react';
import { useHydrationServices } from './engine-context';

/**
 * Holds a part of the first page (a section, or a piece of the chrome such as the footer) out of
 * hydration until the browser runtime lets it in. It must sit directly inside a Suspense
 * boundary: a dehydrated boundary that suspends keeps its server HTML on screen, untouched, and
 * costs the main thread nothing, so a phone hydrates the first screen first and the rest when it
 * nears the screen, is touched, or the main thread is idle (src/runtime/deferred-hydration.ts).
 * `id` is the section id, or the `data-hydration-id` of the chrome element it wraps.
 */
export function HydrationGate({ id, children }: { id: string; children: ReactNode }) {
  const { hydrationGate, onHydrated } = useHydrationServices();
  // Runs once the part's scripts run (hydrated, or rendered by a client-side navigation). Before
  // `use`: a render that suspends there and is replayed must call the same hooks.
  useLayoutEffect(() => {
    onHydrated?.(id);
  }, [onHydrated, id]);
  const waiting = hydrationGate?.(id);
  if (waiting) use(waiting);
  return <>{children}</>;
}
