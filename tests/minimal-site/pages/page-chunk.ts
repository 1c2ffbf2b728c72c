import { pageConfigBaseSchema } from '../../../src/engine/page-config-schema';
import { blocks } from '../blocks';

/**
 * A page config's chunk as the runtime's page directory expects it (src/runtime/page-directory.ts):
 * the config, its blocks' components, and a loader of their definitions.
 */
export function pageChunk(json: unknown) {
  return {
    default: pageConfigBaseSchema.parse(json),
    components: Object.fromEntries(blocks.map((block) => [block.type, block.component])),
    blocks: async () => ({ default: blocks }),
  };
}
