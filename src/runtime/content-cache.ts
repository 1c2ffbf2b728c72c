import type { Cache, Middleware, State } from 'swr';
import type { ContentReader } from '../engine/block';
import { contentKey } from '../engine/content-key';

interface CacheRecord {
  state: State;
  /** When the entry's data was last stored (ms): what freshness is counted from. */
  storedAt: number;
  /** A request for this key in flight: a second reader of the same call shares it. */
  pending?: Promise<unknown>;
}

/**
 * The browser's one content cache: SWR's cache (handed to SWR with its `provider` option, so it is
 * made outside React and outlives every render), holding per key
 * - what SWR keeps for its hooks: each section as rendered (its section key), each page's head
 *   (its page key), the chrome's checked answers;
 * - each content call's answer (its call key), which the reader below hands to every section and
 *   page that reads the same call while it is fresh.
 * An entry is fresh for as long as the page's own HTTP caching promises (`freshForMs`, the
 * Cache-Control max-age): going back, or to a page seen before, renders from here with no request
 * while the content is fresh, and revalidates it once it is not.
 */
export class ContentCache implements Cache {
  private readonly records = new Map<string, CacheRecord>();

  constructor(
    private readonly freshForMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  keys(): IterableIterator<string> {
    return this.records.keys();
  }

  get(key: string): State | undefined {
    return this.records.get(key)?.state;
  }

  set(key: string, state: State): void {
    const previous = this.records.get(key);
    const changed = state.data !== undefined && state.data !== previous?.state.data;
    this.records.set(key, { ...previous, state, storedAt: changed ? this.now() : (previous?.storedAt ?? 0) });
  }

  delete(key: string): void {
    this.records.delete(key);
  }

  /** Whether a key has data stored within the freshness window. */
  isFresh(key: string): boolean {
    const record = this.records.get(key);
    return record !== undefined && record.state.data !== undefined && this.now() - record.storedAt < this.freshForMs;
  }

  /**
   * A content reader through this cache: a call's answer while fresh, else the request already in
   * flight for it, else a new request whose answer is kept (a failed call, null, is not kept: the
   * next reader asks again).
   */
  reader(fetch: ContentReader): ContentReader {
    return (call, body) => {
      const key = contentKey(call, body);
      const record = this.records.get(key);
      if (record && this.isFresh(key)) return Promise.resolve(record.state.data);
      if (record?.pending) return record.pending;
      const pending = fetch(call, body).finally(() => {
        const settled = this.records.get(key);
        if (settled?.pending === pending) delete settled.pending;
      });
      pending.then(
        (answer) => {
          if (answer !== null) this.set(key, { data: answer });
        },
        // The caller gets the rejection; the cache keeps nothing.
        () => undefined,
      );
      this.records.set(key, { state: record?.state ?? {}, storedAt: record?.storedAt ?? 0, pending });
      return pending;
    };
  }

  /**
   * SWR middleware: a hook whose key holds fresh data does not revalidate when it mounts (back,
   * forward, a page seen before); one whose data is stale shows it and revalidates.
   */
  readonly freshness: Middleware = (useSWRNext) => (key, fetcher, config) =>
    useSWRNext(key, fetcher, { ...config, revalidateIfStale: typeof key === 'string' ? !this.isFresh(key) : true });
}
