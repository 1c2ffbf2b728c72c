import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface VariantCacheOptions {
  dir: string;
  /** Total bytes kept on disk; above it the least recently used variants are removed. */
  maxBytes: number;
  onError?: (message: string) => void;
}

export interface VariantCache {
  /**
   * The stored variant of `key`, or the one `make` produces (stored, then answered). Concurrent
   * calls for one key share one `make` (single flight).
   */
  get(key: string, make: () => Promise<Buffer>): Promise<Buffer>;
  /** Bytes stored now (for tests and the log). */
  size(): number;
}

/**
 * Variants on disk, one file per key, made on first request and kept. The index (size and last
 * use per file) lives in memory, rebuilt from the directory at start-up with modification times
 * as last use; eviction removes the least recently used files until the total is 90% of the bound.
 */
export async function createVariantCache(options: VariantCacheOptions): Promise<VariantCache> {
  await mkdir(options.dir, { recursive: true });
  const index = new Map<string, number>(); // key -> bytes, in order of last use (Map keeps insertion order)
  let total = 0;
  const inFlight = new Map<string, Promise<Buffer>>();

  const found = await Promise.all(
    (await readdir(options.dir)).filter((name) => name.endsWith('.bin')).map(async (name) => ({ name, info: await stat(join(options.dir, name)) })),
  );
  for (const { name, info } of found.sort((a, b) => a.info.mtimeMs - b.info.mtimeMs)) {
    index.set(name.slice(0, -4), info.size);
    total += info.size;
  }

  const fileOf = (key: string) => join(options.dir, `${key}.bin`);
  const touch = (key: string, bytes: number) => {
    index.delete(key);
    index.set(key, bytes);
  };

  const evict = async () => {
    const target = options.maxBytes * 0.9;
    for (const [key, bytes] of index) {
      if (total <= target) break;
      index.delete(key);
      total -= bytes;
      await unlink(fileOf(key)).catch((error: unknown) => options.onError?.(`image cache: could not remove ${key}: ${String(error)}`));
    }
  };

  const make = async (key: string, produce: () => Promise<Buffer>) => {
    const data = await produce();
    // Written under a temporary name and renamed: a reader never sees half a file.
    const temporary = `${fileOf(key)}.${process.pid}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, fileOf(key));
    touch(key, data.length);
    total += data.length;
    if (total > options.maxBytes) await evict();
    return data;
  };

  return {
    async get(key, produce) {
      const bytes = index.get(key);
      if (bytes !== undefined) {
        const data = await readFile(fileOf(key)).catch(() => undefined);
        if (data) {
          touch(key, bytes);
          return data;
        }
        // Removed behind our back (an operator cleaning the directory): made again below.
        index.delete(key);
        total -= bytes;
      }
      let pending = inFlight.get(key);
      if (!pending) {
        pending = make(key, produce).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
    size: () => total,
  };
}
