import type { LimitsStore } from '../limits/limits-store';

/**
 * Studio login attempts, counted in the shared limits store (server/limits) before the password is
 * checked, so concurrent guesses and guesses through other instances count as well. Addresses are
 * counted by their block (an IPv6 /64 is one client: server/http/client-address.ts#addressBlock).
 * Within 15 minutes:
 * - 5 per name and address: a stranger guessing a marketer's name elsewhere locks out only
 *   themself; a successful login clears the count;
 * - 30 per address over all names: one address trying many names;
 * - 10 per account over all addresses: guesses from many addresses (a botnet, a rotated /48) stop
 *   there too. While they are used up, the account's owner is still let in from a browser that
 *   logged in before (login-devices.ts), which has its own 5.
 * A success gives its attempt back to the address and account counts: only failures use them up.
 */
export const LOGIN_MAX_ATTEMPTS = 5;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const LOGIN_MAX_PER_ADDRESS = 30;
export const LOGIN_MAX_PER_ACCOUNT = 10;
export const LOGIN_MAX_PER_DEVICE = 5;

export interface LoginAttempt {
  name: string;
  /** The client's address block (addressBlock). */
  address: string;
  /** A known browser of this user (the digest from login-devices.ts), if the attempt came with one. */
  device?: string;
}

export function createLoginLimiter(limits: LimitsStore) {
  const window = (max: number) => ({ max, windowSeconds: LOGIN_WINDOW_SECONDS });
  const perNameAndAddress = limits.counter('login', window(LOGIN_MAX_ATTEMPTS));
  const perAddress = limits.counter('login-address', window(LOGIN_MAX_PER_ADDRESS));
  const perAccount = limits.counter('login-account', window(LOGIN_MAX_PER_ACCOUNT));
  const perDevice = limits.counter('login-device', window(LOGIN_MAX_PER_DEVICE));
  const accountOf = (name: string) => name.trim().toLowerCase();
  const pairOf = (attempt: LoginAttempt) => `${accountOf(attempt.name)}\n${attempt.address}`;
  /** The account's own count, or the known browser's while strangers have used the account's up. */
  const ownerCount = (attempt: LoginAttempt) => (attempt.device ? { counter: perDevice, key: attempt.device } : { counter: perAccount, key: accountOf(attempt.name) });
  return {
    /**
     * Counts one attempt; the seconds to wait when it is over a limit, 0 when the password may be
     * checked. A refused attempt is not counted further down, so one address's flood adds at most
     * 5 to an account. Rejects with LimitsUnavailable when the store cannot be asked: logins fail closed.
     */
    async attempt(attempt: LoginAttempt): Promise<number> {
      for (const [counter, key] of [
        [perNameAndAddress, pairOf(attempt)],
        [perAddress, attempt.address],
        [ownerCount(attempt).counter, ownerCount(attempt).key],
      ] as const) {
        const check = await counter.hit(key);
        if (!check.allowed) return check.retryAfterSeconds;
      }
      return 0;
    },
    async succeed(attempt: LoginAttempt): Promise<void> {
      const owner = ownerCount(attempt);
      await Promise.all([perNameAndAddress.reset(pairOf(attempt)), perAddress.refund(attempt.address), owner.counter.refund(owner.key)]);
    },
  };
}
export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
