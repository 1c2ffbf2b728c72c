import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pluginTestServer } from './test-vite-server';
import { pageConfigChunks } from './page-config-chunks-plugin';

// A project of its own: two configs, one fitting the schema (without "layout" and "sitemap",
// which the schema defaults), one whose title is empty.
const root = mkdtempSync(join(tmpdir(), 'page-config-chunks-'));
const dir = join(root, 'page-configs', 'pages');
const familyTravel = {
  $schema: '../page-config.schema.json',
  path: '/family-travel/',
  pageId: 2,
  meta: { title: 'Family Travel | Travel N Relax' },
  sections: [{ id: 'banner', type: 'hero-banner' }],
};
const broken = { path: '/broken/', meta: { title: '' }, sections: [] };

let server: ViteDevServer;
beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'family-travel.json'), JSON.stringify(familyTravel, null, 2));
  writeFileSync(join(dir, 'broken.json'), JSON.stringify(broken, null, 2));
  // One block of the project, "hero-banner": its component file and its definition.
  mkdirSync(join(root, 'src', 'blocks', 'hero-banner'), { recursive: true });
  writeFileSync(join(root, 'src', 'blocks', 'hero-banner', 'hero-banner.tsx'), 'export const HeroBanner = () => "banner";\n');
  writeFileSync(join(root, 'src', 'blocks', 'hero-banner', 'index.ts'), 'export const block = { type: "hero-banner" };\n');
  server = await pluginTestServer(root, pageConfigChunks(root, dir));
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

const parsedFamilyTravel = {
  path: '/family-travel/',
  pageId: 2,
  layout: 'standard',
  meta: { title: 'Family Travel | Travel N Relax' },
  sitemap: true,
  sections: [{ id: 'banner', type: 'hero-banner' }],
};

describe('page-config-chunks plugin', () => {
  it("gives the browser each config parsed: the schema's defaults in, the editor's $schema out", async () => {
    const result = await server.environments.client.transformRequest('virtual:page-config/family-travel');
    const literal = /export default (\{.*\});/.exec(result?.code ?? '')?.[1];
    expect(JSON.parse(literal ?? 'null')).toEqual(parsedFamilyTravel);
  });

  it("brings the components of the config's blocks, by type, and a loader of their definitions", async () => {
    const chunkSchema = z.object({
      default: z.unknown(),
      components: z.record(z.string(), z.function()),
      blocks: z.function({ output: z.promise(z.object({ default: z.array(z.object({ type: z.string() })) })) }),
    });
    const chunk = chunkSchema.parse(await server.ssrLoadModule('virtual:page-config/family-travel'));
    expect(chunk.default).toEqual(parsedFamilyTravel);
    expect(Object.keys(chunk.components)).toEqual(['hero-banner']);
    expect(chunk.components['hero-banner']?.()).toBe('banner');
    expect((await chunk.blocks()).default).toEqual([{ type: 'hero-banner' }]);
  });

  it('lists every block type, and no page: nothing the browser loads grows with the number of pages', async () => {
    expect(z.object({ blockTypes: z.array(z.string()) }).parse(await server.ssrLoadModule('virtual:block-types')).blockTypes).toEqual(['hero-banner']);
    const modules = z.object({ pageConfigModuleUrl: z.function({ input: [z.string()], output: z.string().optional() }) });
    const { pageConfigModuleUrl } = modules.parse(await server.ssrLoadModule('virtual:page-config-modules'));
    // Development: Vite serves the config's virtual module at this address.
    expect(pageConfigModuleUrl('family-travel')).toBe('/@id/__x00__virtual:page-config/family-travel');
    expect(await server.environments.client.pluginContainer.resolveId('virtual:page-config-chunks')).toBeNull();
  });

  it('stops on a config that does not fit the schema, naming the file, the JSON path and the zod message', async () => {
    await expect(server.ssrLoadModule('virtual:page-config/broken')).rejects.toThrow(
      /page-configs\/pages\/broken\.json:\d+:\d+: \$\.meta\.title: Too small/,
    );
  });

  it('resolves no id that would reach outside the configs folder', async () => {
    await expect(server.ssrLoadModule('virtual:page-config/../site')).rejects.toThrow();
    expect(await server.environments.client.pluginContainer.resolveId('virtual:page-config/../site')).toBeNull();
  });
});
