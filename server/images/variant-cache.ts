import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface VariantCacheOptions {
  dir: string;
  /** Total bytes kept on disk; above it the least recently used variants are removed. */
  maxBytes: number;
  /** Bytes of the most recently used variants also kept in memory (answered without a file read). */
  memoryBytes?: number;
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
  // The hot variants (a page's hero, its cards) answered from memory, like a static file server's
  // page cache would; least recently used out first.
  const memory = new Map<string, Buffer>();
  const memoryLimit = options.memoryBytes ?? 64 * 1024 * 1024;
  let memoryTotal = 0;
  const remember = (key: string, data: Buffer) => {
    if (data.length > memoryLimit / 8) return;
    const previous = memory.get(key);
    if (previous) memoryTotal -= previous.length;
    memory.delete(key);
    memory.set(key, data);
    memoryTotal += data.length;
    for (const [oldKey, oldData] of memory) {
      if (memoryTotal <= memoryLimit) break;
      memory.delete(oldKey);
      memoryTotal -= oldData.length;
    }
  };

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
      const kept = memory.get(key);
      if (kept) {
        memory.delete(key);
        memoryTotal -= kept.length;
      }
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
    remember(key, data);
    if (total > options.maxBytes) await evict();
    return data;
  };

  return {
    async get(key, produce) {
      const bytes = index.get(key);
      if (bytes !== undefined) {
        const hot = memory.get(key);
        if (hot) {
          touch(key, bytes);
          remember(key, hot);
          return hot;
        }
        const data = await readFile(fileOf(key)).catch(() => undefined);
        if (data) {
          touch(key, bytes);
          remember(key, data);
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
