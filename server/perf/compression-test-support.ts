import { vi } from 'vitest';

/**
 * Tests only: counts the compressions started while the returned list is watched (hono's
 * compress streams through the platform's CompressionStream). Undo with vi.unstubAllGlobals().
 */
export function countCompressions(): string[] {
  const started: string[] = [];
  const Original = globalThis.CompressionStream;
  vi.stubGlobal(
    'CompressionStream',
    class extends Original {
      constructor(format: CompressionFormat) {
        super(format);
        started.push(format);
      }
    },
  );
  return started;
}
