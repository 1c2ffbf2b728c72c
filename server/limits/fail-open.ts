import type { Logger } from '../logger';
import { LimitsUnavailable, type LimitCheck, type LimitCounter } from './limits-store';

/**
 * For visitors: when the limits store cannot be asked, the request goes on (with a warning in the
 * log), because refusing every visitor during a database hiccup is worse than a few unlimited
 * posts; the forms need that database to store anything anyway. Studio logins fail closed instead.
 */
export async function hitOrAllow(counter: LimitCounter, key: string, logger: Logger, what: string): Promise<LimitCheck> {
  try {
    return await counter.hit(key);
  } catch (error) {
    if (!(error instanceof LimitsUnavailable)) throw error;
    logger.warn({ err: error.message, limit: what }, 'rate limit not checked: limits store unavailable, request allowed');
    return { allowed: true, retryAfterSeconds: 0 };
  }
}
