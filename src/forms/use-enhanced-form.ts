import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while hydrating, true once the browser runs the form: the server HTML
 * works without JavaScript (native required checks, CSS-driven fields), and the hydrated form
 * takes over (its own messages, noValidate) without a hydration mismatch.
 */
export function useEnhancedForm(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
