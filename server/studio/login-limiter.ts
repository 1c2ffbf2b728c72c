import type { LimitsStore } from '../limits/limits-store';

/**
 * Login attempts per user name and client address: 5 within 15 minutes, then refused until the
 * window has passed, so a password cannot be guessed by brute force, and a stranger guessing a
 * marketer's name from elsewhere locks only their own address out, never the marketer. One address
 * trying many names is capped too. Counted in the shared limits store (server/limits), before the
 * password is checked, so concurrent guesses are counted as well; a successful login clears its count.
 */
export const LOGIN_MAX_ATTEMPTS = 5;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const LOGIN_MAX_PER_ADDRESS = 30;

export function createLoginLimiter(limits: LimitsStore) {
  const perNameAndAddress = limits.counter('login', { max: LOGIN_MAX_ATTEMPTS, windowSeconds: LOGIN_WINDOW_SECONDS });
  const perAddress = limits.counter('login-address', { max: LOGIN_MAX_PER_ADDRESS, windowSeconds: LOGIN_WINDOW_SECONDS });
  const keyOf = (name: string, address: string) => `${name.trim().toLowerCase()}\n${address}`;
  return {
    /**
     * Counts one attempt; the seconds to wait when it is over a limit, 0 when the password may be
     * checked. Rejects with LimitsUnavailable when the store cannot be asked: logins fail closed.
     */
    async attempt(name: string, address: string): Promise<number> {
      const pair = await perNameAndAddress.hit(keyOf(name, address));
      if (!pair.allowed) return pair.retryAfterSeconds;
      const wide = await perAddress.hit(address);
      return wide.allowed ? 0 : wide.retryAfterSeconds;
    },
    succeed(name: string, address: string): Promise<void> {
      return perNameAndAddress.reset(keyOf(name, address));
    },
  };
}
