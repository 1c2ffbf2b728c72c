/**
 * Failed logins per client address and per user name: after 5 failures within 15 minutes the
 * next attempts are refused until the window has passed, so a password cannot be guessed by
 * brute force from one address, nor one account from many.
 */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60_000;

export function createLoginLimiter(options: { max?: number; windowMs?: number; now?: () => number } = {}) {
  const max = options.max ?? LOGIN_MAX_FAILURES;
  const windowMs = options.windowMs ?? LOGIN_WINDOW_MS;
  const now = options.now ?? Date.now;
  const failures = new Map<string, number[]>();

  const recent = (key: string) => {
    const kept = (failures.get(key) ?? []).filter((at) => at > now() - windowMs);
    if (kept.length) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  };

  return {
    /** Seconds until another attempt is allowed, or 0 when one is allowed now. */
    blockedFor(keys: readonly string[]): number {
      const waits = keys.map((key) => {
        const times = recent(key);
        return times.length >= max ? Math.ceil((times[0]! + windowMs - now()) / 1000) : 0;
      });
      return Math.max(0, ...waits);
    },
    fail(keys: readonly string[]) {
      for (const key of keys) failures.set(key, [...recent(key), now()]);
    },
    succeed(keys: readonly string[]) {
      for (const key of keys) failures.delete(key);
    },
  };
}
