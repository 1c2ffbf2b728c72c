import type { BlockModule } from '../engine/block';
import { createBlockRegistry, type BlockLoaders } from '../engine/block-registry';

/**
 * Every folder in src/blocks/ with an index.ts is a block; its folder name is its type. Loaded
 * lazily, so each page's JavaScript holds only the blocks it uses.
 */
const modules = import.meta.glob<BlockModule>('./*/index.ts');

export const blockLoaders: BlockLoaders = Object.fromEntries(
  Object.entries(modules).map(([file, loader]) => [file.split('/')[1] ?? file, loader]),
);

export const blockRegistry = createBlockRegistry(blockLoaders);
