import { createContext, useContext, type ReactNode } from 'react';
import type { ContentReader } from './block';
import type { BlockRegistry } from './block-registry';
import type { MetaSources } from './page-meta';
import type { RenderedSection } from './section-content';

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
  /** The browser's reader (through the site's own /api). On the server all content is prefetched. */
  read: ContentReader;
  metaSources: MetaSources;
  /**
   * The sections the server rendered, by section key: on the server from the page's data, in the
   * browser from the hydration data. A section found here renders without its schema.
   */
  renderedSections: Readonly<Record<string, RenderedSection>>;
  report: (diagnostic: SectionDiagnostic) => void;
  /** Development shows section errors in the page; production keeps them in the logs. */
  dev: boolean;
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

export function formatDiagnostic(d: SectionDiagnostic): string {
  return `[section "${d.sectionId}" (${d.type}) on ${d.page}] ${d.kind}: ${d.message}`;
}

export const consoleReport = (diagnostic: SectionDiagnostic) => console.warn(formatDiagnostic(diagnostic));
