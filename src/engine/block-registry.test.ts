import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineBlock } from './block';
import { createBlockRegistry } from './block-registry';

const module = (type: string) => async () => ({
  block: defineBlock({ type, description: type, props: z.object({}), component: () => null }),
});

describe('block registry', () => {
  it('loads only the blocks asked for, once', async () => {
    let loads = 0;
    const registry = createBlockRegistry({
      motto: async () => {
        loads += 1;
        return module('motto')();
      },
      planning: module('planning'),
    });
    expect(registry.types()).toEqual(['motto', 'planning']);
    expect(registry.get('motto')).toBeUndefined();
    await Promise.all([registry.preload(['motto']), registry.preload(['motto'])]);
    expect(registry.get('motto')?.type).toBe('motto');
    expect(registry.get('planning')).toBeUndefined();
    expect(loads).toBe(1);
  });

  it('refuses an unknown type with its name', async () => {
    const registry = createBlockRegistry({ motto: module('motto') });
    await expect(registry.load('mottto')).rejects.toThrow('unknown block type "mottto"');
  });

  it('refuses a folder whose block declares another type', async () => {
    const registry = createBlockRegistry({ motto: module('planning') });
    await expect(registry.load('motto')).rejects.toThrow('block folder "motto" declares type "planning"');
  });

  it("loads a block's component alone when the definition is not loaded, and from the definition once it is", async () => {
    let definitionLoads = 0;
    const Alone = () => null;
    const registry = createBlockRegistry(
      {
        motto: async () => {
          definitionLoads += 1;
          return module('motto')();
        },
        planning: module('planning'),
      },
      { motto: async () => Alone },
    );
    await registry.preloadComponents(['motto']);
    expect(await registry.loadComponent('motto')).toBe(Alone);
    expect(definitionLoads).toBe(0);

    await registry.preload(['planning']);
    const fromDefinition = registry.loadComponent('planning');
    // Already at hand: React's use() reads it without suspending.
    expect(fromDefinition).toMatchObject({ status: 'fulfilled', value: registry.get('planning')?.component });
  });
});
