import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pluginTestServer } from './test-vite-server';
import { siteConfigSchema } from '../../src/site/site-config-schema';
import { siteConfigModule } from './site-config-plugin';

const realSiteJson = z.record(z.string(), z.unknown()).parse(JSON.parse(readFileSync('page-configs/site.json', 'utf8')));

let server: ViteDevServer | undefined;
let root: string | undefined;
afterEach(async () => {
  await server?.close();
  if (root) rmSync(root, { recursive: true, force: true });
  server = undefined;
  root = undefined;
});

/** A project of its own whose page-configs/site.json is `site`. */
async function serverWithSiteJson(site: unknown): Promise<ViteDevServer> {
  root = mkdtempSync(join(tmpdir(), 'site-config-'));
  mkdirSync(join(root, 'page-configs'));
  const file = join(root, 'page-configs', 'site.json');
  writeFileSync(file, JSON.stringify(site, null, 2));
  server = await pluginTestServer(root, siteConfigModule(root, file));
  return server;
}

describe('site-config plugin', () => {
  it("gives the browser site.json as the schema parsed it, without the editor's $schema", async () => {
    const vite = await serverWithSiteJson({ ...realSiteJson, $schema: './site.schema.json' });
    const result = await vite.environments.client.transformRequest('virtual:site-config');
    const literal = /export default (\{.*\});/.exec(result?.code ?? '')?.[1];
    const { $schema: _editorsOnly, ...parsed } = siteConfigSchema.parse(realSiteJson);
    expect(JSON.parse(literal ?? 'null')).toEqual(parsed);
    expect(literal).not.toContain('$schema');
  });

  it('stops the build, the server and the config check on a bad site.json, naming the file, the JSON path and the zod message', async () => {
    const vite = await serverWithSiteJson({ ...realSiteJson, email: 'not-an-email' });
    await expect(vite.ssrLoadModule('virtual:site-config')).rejects.toThrow(
      /page-configs\/site\.json:\d+:\d+: \$\.email: Invalid email address/,
    );
  });

  it('names the line of a JSON syntax error', async () => {
    const vite = await serverWithSiteJson({});
    writeFileSync(join(root ?? '', 'page-configs', 'site.json'), '{\n  "name": "Travel N Relax",\n}\n');
    await expect(vite.ssrLoadModule('virtual:site-config')).rejects.toThrow(/page-configs\/site\.json:3:1: \$: not valid JSON/);
  });
});
