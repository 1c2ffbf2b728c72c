import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Database } from '../db/database';

/** At most `max` hits per key in a window of `windowSeconds` that starts at the key's first hit. */
export interface WindowLimit {
  max: number;
  windowSeconds: number;
}

export interface LimitCheck {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** The shared store could not be asked (PostgreSQL down): each caller decides to fail open or closed. */
export class LimitsUnavailable extends Error {}

export interface LimitCounter {
  /** Counts one hit, atomically in the store every instance shares, and says whether it is allowed. */
  hit(key: string): Promise<LimitCheck>;
  /** Forgets a key's hits (a successful login clears its failures). */
  reset(key: string): Promise<void>;
  /** Gives one hit back (an attempt counted before it turned out not to be a failure). */
  refund(key: string): Promise<void>;
}

export interface LimitsStore {
  kind: 'postgres' | 'memory';
  counter(name: string, limit: WindowLimit): LimitCounter;
}

/** rate-limiter-flexible's table (migration 009); its key column holds 255 characters. */
const TABLE = 'rate_limits';

/**
 * Long keys (a pasted novel as a studio user name) are hashed to fit the column, and so are keys
 * with anything but printable ASCII: a NUL or a lone surrogate cannot be stored in a text column,
 * and failed there as a false "limits store unavailable" outage. Plain short keys stay readable.
 */
const storedKey = (key: string) => (key.length <= 200 && /^[\x20-\x7e\n]*$/.test(key) ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`);

function counterOf(limiter: RateLimiterAbstract): LimitCounter {
  return {
    async hit(key) {
      try {
        await limiter.consume(storedKey(key));
        return { allowed: true, retryAfterSeconds: 0 };
      } catch (outcome) {
        // The library rejects with its result when the key is over the limit, with an Error when the store failed.
        if (outcome instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)) };
        }
        throw new LimitsUnavailable(`rate limits store: ${outcome instanceof Error ? outcome.message : String(outcome)}`);
      }
    },
    async reset(key) {
      try {
        await limiter.delete(storedKey(key));
      } catch (error) {
        throw new LimitsUnavailable(`rate limits store: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    async refund(key) {
      try {
        await limiter.reward(storedKey(key), 1);
      } catch (error) {
        throw new LimitsUnavailable(`rate limits store: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
}

/**
 * Every rate limit (visitor POSTs, forms, newsletter, studio logins) in one store: on PostgreSQL
 * rate-limiter-flexible's RateLimiterPostgres, whose upsert counts atomically across all the
 * instances on that database; on PGlite, which is one process by nature, its memory store.
 * Counters with the same name share their counts (one per purpose, created once per app).
 */
export function createLimitsStore(db?: Pick<Database, 'pgPool'>): LimitsStore {
  const pool = db?.pgPool;
  if (!pool) {
    return {
      kind: 'memory',
      counter: (name, limit) => counterOf(new RateLimiterMemory({ keyPrefix: name, points: limit.max, duration: limit.windowSeconds })),
    };
  }
  return {
    kind: 'postgres',
    counter: (name, limit) =>
      counterOf(
        new RateLimiterPostgres({
          storeClient: pool,
          storeType: 'pool',
          tableName: TABLE,
          tableCreated: true,
          keyPrefix: name,
          points: limit.max,
          duration: limit.windowSeconds,
          // A key over its limit is refused from memory until its window ends: a flood from one
          // address past its limit costs this instance no query (and the others one each).
          inMemoryBlockOnConsumed: limit.max + 1,
        }),
      ),
  };
}
