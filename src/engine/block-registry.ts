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

export function createBlockRegistry(loaders: BlockLoaders): BlockRegistry {
  const loaded = new Map<string, BlockModule['block']>();
  const pending = new Map<string, Promise<BlockModule['block']>>();

  const load = (type: string): Promise<BlockModule['block']> => {
    const ready = loaded.get(type);
    if (ready) return Promise.resolve(ready);
    const inFlight = pending.get(type);
    if (inFlight) return inFlight;
    const loader = loaders[type];
    if (!loader) return Promise.reject(new Error(`unknown block type "${type}"`));
    const promise = loader().then((module) => {
      if (module.block.type !== type) {
        throw new Error(`block folder "${type}" declares type "${module.block.type}"; they must match`);
      }
      loaded.set(type, module.block);
      pending.delete(type);
      return module.block;
    });
    pending.set(type, promise);
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
