import { blockTypes } from 'virtual:block-types';
import { createBlockRegistry, type BlockLoaders } from '../engine/block-registry';

/**
 * The browser's block registry: it knows every block type, but a block's code arrives with the
 * pages that use it (scripts/vite/page-config-chunks-plugin.ts): the components with the page's
 * config chunk, the definitions with the page's blocks, both handed in by the page directory
 * before a page renders. So the bundler makes a chunk per page, not one per block.
 */
const notHandedIn: BlockLoaders = Object.fromEntries(
  blockTypes.map((type) => [type, () => Promise.reject(new Error(`block "${type}" was not loaded with its page's blocks`))]),
);

export const browserBlockRegistry = createBlockRegistry(notHandedIn);
