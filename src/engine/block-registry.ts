import type { BlockDefinition, BlockModule } from './block';

/**
 * The one registry of blocks. Blocks are loaded lazily so that a page ships the JavaScript of its
 * own blocks only; the server and the config check load them all up front.
 */
export interface BlockRegistry {
  types(): string[];
  has(type: string): boolean;
  /** The definition if already loaded (synchronous, for rendering). */
  get(type: string): BlockModule['block'] | undefined;
  /** Loads the given types (all when omitted) and resolves when they are ready. */
  preload(types?: readonly string[]): Promise<void>;
  /** Loaded definitions, after preload(). */
  all(): BlockModule['block'][];
  /** Promise of one type, for Suspense while a client-side navigation loads a new block. */
  load(type: string): Promise<BlockDefinition<unknown, unknown>>;
}

export type BlockLoaders = Record<string, () => Promise<BlockModule>>;

/**
 * A promise that carries its outcome, as React's `use()` reads it: an already loaded block is
 * returned synchronously (no suspension during hydration), a loading one suspends.
 */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export function createBlockRegistry(loaders: BlockLoaders): BlockRegistry {
  const loaded = new Map<string, BlockModule['block']>();
  const promises = new Map<string, TrackedPromise<BlockModule['block']>>();

  const load = (type: string): TrackedPromise<BlockModule['block']> => {
    const cached = promises.get(type);
    if (cached) return cached;
    const loader = loaders[type];
    const promise: TrackedPromise<BlockModule['block']> = loader
      ? loader().then((module) => {
          if (module.block.type !== type) {
            throw new Error(`block folder "${type}" declares type "${module.block.type}"; they must match`);
          }
          return module.block;
        })
      : Promise.reject(new Error(`unknown block type "${type}"`));
    promise.status = 'pending';
    promise.then(
      (block) => {
        loaded.set(type, block);
        promise.status = 'fulfilled';
        promise.value = block;
      },
      (reason: unknown) => {
        promise.status = 'rejected';
        promise.reason = reason;
        promises.delete(type); // a failed chunk load may be retried on the next render
      },
    );
    promises.set(type, promise);
    return promise;
  };

  return {
    types: () => Object.keys(loaders).sort(),
    has: (type) => Object.hasOwn(loaders, type),
    get: (type) => loaded.get(type),
    load,
    async preload(types) {
      const wanted = types ?? Object.keys(loaders);
      await Promise.all([...new Set(wanted)].filter((t) => Object.hasOwn(loaders, t)).map(load));
    },
    all: () => [...loaded.values()].sort((a, b) => a.type.localeCompare(b.type)),
  };
}
