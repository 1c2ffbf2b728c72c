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
  /** Loads the components of the given types (the browser, before hydrating a server-rendered page). */
  preloadComponents(types: readonly string[]): Promise<void>;
  /** Loaded definitions, after preload(). */
  all(): BlockModule['block'][];
  /** Promise of one type, for Suspense while a client-side navigation loads a new block. */
  load(type: string): Promise<BlockDefinition<unknown, unknown>>;
  /**
   * Promise of a block's component alone, for a section the server rendered: in the browser its
   * own chunk, without the block's schemas and load function (see `componentLoaders`).
   */
  loadComponent(type: string): Promise<BlockComponent>;
  /** Components that arrived another way (the browser: with a page config's chunk), ready at once. */
  provideComponents(components: Readonly<Record<string, BlockComponent>>): void;
  /** Definitions that arrived another way (the browser: with a page's blocks), ready at once. */
  provide(blocks: readonly BlockModule['block'][]): void;
}

/** Like the definitions it comes from, stored without its parameters (see BlockModule). */
export type BlockComponent = BlockModule['block']['component'];
export type BlockLoaders = Record<string, () => Promise<BlockModule>>;
export type BlockComponentLoaders = Record<string, () => Promise<BlockComponent>>;

/**
 * A promise that carries its outcome, as React's `use()` reads it: an already loaded block is
 * returned synchronously (no suspension during hydration), a loading one suspends.
 */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** Marks a promise with its outcome as it settles; a rejected one is forgotten, so it can be retried. */
function track<T>(promise: Promise<T>, forget: () => void, onValue?: (value: T) => void): TrackedPromise<T> {
  const tracked: TrackedPromise<T> = promise;
  tracked.status = 'pending';
  tracked.then(
    (value) => {
      onValue?.(value);
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
      forget(); // a failed chunk load may be retried on the next render
    },
  );
  return tracked;
}

/**
 * `componentLoaders` (the browser's) load a block's component without its definition; without
 * one, or on the server, the component comes from the definition.
 */
export function createBlockRegistry(loaders: BlockLoaders, componentLoaders: BlockComponentLoaders = {}): BlockRegistry {
  const loaded = new Map<string, BlockModule['block']>();
  const promises = new Map<string, TrackedPromise<BlockModule['block']>>();
  const componentPromises = new Map<string, TrackedPromise<BlockComponent>>();

  const load = (type: string): TrackedPromise<BlockModule['block']> => {
    const cached = promises.get(type);
    if (cached) return cached;
    const loader = loaders[type];
    const promise = track(
      loader
        ? loader().then((module) => {
            if (module.block.type !== type) {
              throw new Error(`block folder "${type}" declares type "${module.block.type}"; they must match`);
            }
            return module.block;
          })
        : Promise.reject(new Error(`unknown block type "${type}"`)),
      () => promises.delete(type),
      (block) => loaded.set(type, block),
    );
    promises.set(type, promise);
    return promise;
  };

  const fulfilled = <T>(value: T): TrackedPromise<T> => Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });

  const loadComponent = (type: string): TrackedPromise<BlockComponent> => {
    const cached = componentPromises.get(type);
    if (cached) return cached;
    const definition = loaded.get(type);
    if (definition) {
      // Already at hand: fulfilled now, so rendering it never suspends.
      const ready = fulfilled(definition.component);
      componentPromises.set(type, ready);
      return ready;
    }
    const componentLoader = componentLoaders[type];
    const promise = track(
      componentLoader ? componentLoader() : load(type).then((block) => block.component),
      () => componentPromises.delete(type),
    );
    componentPromises.set(type, promise);
    return promise;
  };

  /** The given types once each, those the registry knows (the renderer reports unknown ones). */
  const known = (types: readonly string[]) => [...new Set(types)].filter((type) => Object.hasOwn(loaders, type));

  return {
    types: () => Object.keys(loaders).sort(),
    has: (type) => Object.hasOwn(loaders, type),
    get: (type) => loaded.get(type),
    load,
    loadComponent,
    async preload(types) {
      await Promise.all(known(types ?? Object.keys(loaders)).map(load));
    },
    async preloadComponents(types) {
      await Promise.all(known(types).map(loadComponent));
    },
    all: () => [...loaded.values()].sort((a, b) => a.type.localeCompare(b.type)),
    provideComponents(components) {
      for (const [type, component] of Object.entries(components)) {
        if (componentPromises.get(type)?.status !== 'fulfilled') componentPromises.set(type, fulfilled(component));
      }
    },
    provide(blocks) {
      for (const block of blocks) {
        loaded.set(block.type, block);
        promises.set(block.type, fulfilled(block));
      }
    },
  };
}
