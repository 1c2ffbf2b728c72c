import type { ContentReader } from '../engine/block';
import { contentKey } from './content-key';

/** SWR's mutate, as `useSWRConfig()` or `import { mutate } from 'swr'` gives it. */
export type CacheWriter = (key: string, data: unknown, options: { revalidate: false }) => unknown;

/**
 * The browser's reader through SWR's cache: each call's answer is written under its one key
 * (`contentKey(call, body)`), and a call asked again while it is in flight or within SWR's
 * deduping interval shares that request, the way SWR dedupes a key's hooks. Two sections that
 * read the same call in one navigation, or revalidate together on focus, make one request.
 */
export function createSwrReader(options: { fetch: ContentReader; write: CacheWriter; dedupingInterval: number; now?: () => number }): ContentReader {
  const now = options.now ?? Date.now;
  const recent = new Map<string, { startedAt: number; answer: Promise<unknown> }>();
  return (call, body) => {
    const key = contentKey(call, body);
    const started = recent.get(key);
    if (started && now() - started.startedAt < options.dedupingInterval) return started.answer;
    const answer = options.fetch(call, body).then((value) => {
      options.write(key, value, { revalidate: false });
      return value;
    });
    for (const [kept, entry] of recent) if (now() - entry.startedAt >= options.dedupingInterval) recent.delete(kept);
    recent.set(key, { startedAt: now(), answer });
    return answer;
  };
}
