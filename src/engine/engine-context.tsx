import { createContext, useContext, type ReactNode } from 'react';
import type { ContentReader } from './block';
import type { BlockRegistry } from './block-registry';
import type { MetaSources } from './page-meta';

/** A diagnostic about one section, for developers (logs), never shown to visitors. */
export interface SectionDiagnostic {
  kind: 'invalid-content' | 'crashed' | 'load-failed';
  page: string;
  sectionId: string;
  type: string;
  message: string;
}

export interface EngineServices {
  registry: BlockRegistry;
  /**
   * The browser's reader (through SWR's cache and the site's own /api), for sections that load
   * their content again. On the server all content is prefetched.
   */
  read: ContentReader;
  metaSources: MetaSources;
  report: (diagnostic: SectionDiagnostic) => void;
  /** Development shows section errors in the page; production keeps them in the logs. */
  dev: boolean;
  /**
   * Browser only, while the first page hydrates: a section that should hydrate later (below the
   * first screen) gets a promise that settles when it may; a section that may hydrate now gets
   * undefined. The section's server HTML stays on screen, untouched, until then.
   */
  hydrationGate?: (sectionId: string) => Promise<void> | undefined;
  /** Browser only: a gated part (a section, the footer) has hydrated or rendered. */
  onHydrated?: (sectionId: string) => void;
}

const EngineContext = createContext<EngineServices | null>(null);

export function EngineProvider({ services, children }: { services: EngineServices; children: ReactNode }) {
  return <EngineContext.Provider value={services}>{children}</EngineContext.Provider>;
}

export function useEngine(): EngineServices {
  const services = useContext(EngineContext);
  if (!services) throw new Error('useEngine() needs an <EngineProvider> above it');
  return services;
}

/**
 * The hydration gate's services, or none: the chrome's parts use the gate too, and render
 * outside an engine (a layout in a component test) as if every part may hydrate now.
 */
export function useHydrationServices(): Pick<EngineServices, 'hydrationGate' | 'onHydrated'> {
  return useContext(EngineContext) ?? {};
}

export function formatDiagnostic(d: SectionDiagnostic): string {
  return `[section "${d.sectionId}" (${d.type}) on ${d.page}] ${d.kind}: ${d.message}`;
}

export const consoleReport = (diagnostic: SectionDiagnostic) => console.warn(formatDiagnostic(diagnostic));
