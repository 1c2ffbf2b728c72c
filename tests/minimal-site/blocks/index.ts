import { createBlockRegistry } from '../../../src/engine/block-registry';
import { block as counter } from './counter';
import { block as greeting } from './greeting';

/** The minimal site's two blocks. */
export const blocks = [greeting, counter] as const;

export const createMinimalRegistry = () => createBlockRegistry(Object.fromEntries(blocks.map((block) => [block.type, async () => ({ block })])));
