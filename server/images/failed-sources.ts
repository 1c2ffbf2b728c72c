/**
 * Sources that failed a moment ago (a 404 upload, an origin that timed out, a corrupt or
 * non-raster file), remembered for `forMs`: asked again meanwhile, the endpoint answers the
 * placeholder without fetching or decoding anything. At most `maxEntries` are kept (the oldest
 * forgotten first), so a flood of made-up addresses cannot grow it without bound.
 */
export function createFailedSources(forMs: number, maxEntries = 1_000, now: () => number = Date.now) {
  const failures = new Map<string, { reason: string; until: number }>();
  return {
    /** Why `key` failed, if it did less than `forMs` ago. */
    recent(key: string): string | undefined {
      const failure = failures.get(key);
      if (failure && failure.until > now()) return failure.reason;
      failures.delete(key);
      return undefined;
    },
    /** Runs `task`; its failure is remembered under `key` (unless `transient` says it was our load, not the source). */
    async remember<T>(key: string, task: () => Promise<T>, transient: (error: unknown) => boolean = () => false): Promise<T> {
      try {
        return await task();
      } catch (error) {
        if (!transient(error)) {
          failures.delete(key);
          failures.set(key, { reason: error instanceof Error ? error.message : String(error), until: now() + forMs });
          for (const oldest of failures.keys()) {
            if (failures.size <= maxEntries) break;
            failures.delete(oldest);
          }
        }
        throw error;
      }
    },
  };
}
