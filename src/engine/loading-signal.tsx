import { createContext, useContext, useEffect } from 'react';

/**
 * How a section tells the runtime its content is on its way: the runtime shows that the page is
 * still coming (a bar, the spec's polite 'Loading...', `aria-busy`) while any section of it
 * loads. `start` returns the function that says it has arrived. Outside a runtime, nothing.
 */
export interface LoadingSignal {
  start(): () => void;
}

const LoadingSignalContext = createContext<LoadingSignal>({ start: () => () => undefined });

export const LoadingSignalProvider = LoadingSignalContext.Provider;

/** Marks the calling component's content as on its way for as long as it is mounted. */
export function useLoadingSignal(): void {
  const signal = useContext(LoadingSignalContext);
  useEffect(() => signal.start(), [signal]);
}
