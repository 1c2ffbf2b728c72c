import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { closedPairs, LAYERS } from '../eslint.layers.js';
import { describe, expect, it } from 'vitest';

/**
 * The layer rules of eslint.config.js, run by ESLint with the project's own config on small
 * snippets placed where the rules apply: each rule fails on what it forbids and lets the
 * allowed form through.
 */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = [value];\n`, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports').map((message) => message.message);
}

describe('layer rules', () => {
  it('keep the engine free of the site, its blocks and its app', async () => {
    for (const source of ['../site/site-config', '../blocks/registry', '../app', 'virtual:site-config', '../../src/site/dev/block-docs']) {
      const messages = await restrictedImports('src/engine/zz-offender.ts', `import { value } from '${source}';`);
      expect(messages, source).toEqual([expect.stringContaining('The engine knows no site and no block')]);
    }
    expect(await restrictedImports('src/engine/zz-offender.ts', "import { value } from './block';")).toEqual([]);
  });

  it('keep a block from importing another block, shared pieces and the registry allowed', async () => {
    for (const source of ['../package-slider/slider-arrow', '../../blocks/package-slider/schema']) {
      const messages = await restrictedImports('src/blocks/hero-banner/mobile-image.ts', `import { value } from '${source}';`);
      expect(messages, source).toEqual([expect.stringContaining('A block does not import another block')]);
    }
    for (const source of ['../shared/content-link', '../registry', '../../lib/plain-data', './schema']) {
      expect(await restrictedImports('src/blocks/hero-banner/mobile-image.ts', `import { value } from '${source}';`), source).toEqual([]);
    }
  });

  it("keep a block's component from its schema's and index's values, types allowed", async () => {
    for (const source of ['./schema', './index']) {
      const messages = await restrictedImports('src/blocks/hero-banner/hero-banner.tsx', `import { value } from '${source}';`);
      expect(messages, source).toEqual([expect.stringContaining("imports only types from its schema")]);
    }
    const typeOnly = "import type { HeroBannerProps } from './schema';\nconst value: HeroBannerProps | undefined = undefined;";
    expect(await restrictedImports('src/blocks/hero-banner/hero-banner.tsx', typeOnly)).toEqual([]);
    expect(await restrictedImports('src/blocks/hero-banner/hero-banner.tsx', "import { value } from '../package-slider/schema';")).toEqual([
      expect.stringContaining('A block does not import another block'),
    ]);
  });

  it('keep the content contract free of the forms, blocks, site, server and scripts', async () => {
    for (const source of ['../../forms/enquiry-rules', '../../blocks/shared/default-image', '../../site/site-config', '../../../server/env', '../../../scripts/new-page']) {
      const messages = await restrictedImports('src/content/contract/zz-offender.ts', `import { value } from '${source}';`);
      expect(messages, source).toEqual([expect.stringContaining('The content contract imports no form')]);
    }
    for (const source of ['./fields', '../../engine/lenient-array', '../../lib/safe-url', 'zod']) {
      expect(await restrictedImports('src/content/contract/zz-offender.ts', `import { value } from '${source}';`), source).toEqual([]);
    }
  });

  it('keep the server from importing scripts', async () => {
    for (const source of ['../../scripts/new-page', '../scripts/leads']) {
      const messages = await restrictedImports('server/studio/zz-offender.ts', `import { value } from '${source}';`);
      expect(messages, source).toEqual([expect.stringContaining('The server imports no script')]);
    }
    for (const source of ['../../src/shared/page-scaffold', './sessions', 'hono']) {
      expect(await restrictedImports('server/studio/zz-offender.ts', `import { value } from '${source}';`), source).toEqual([]);
    }
  });

  it("keep blocks and their shared pieces from src/site: the site's settings come through useSiteSettings()", async () => {
    const offenders: [string, string][] = [
      ['src/blocks/motto/motto.tsx', '../../site/site-config'],
      ['src/blocks/hero-banner/zz-offender.ts', '../../site/hero'],
      ['src/blocks/contact-facts/contact-facts.test.tsx', '../../site/site-config'],
      ['src/blocks/shared/default-image.ts', '../../site/site-config'],
      ['src/blocks/shared/zz-offender.ts', 'virtual:site-config'],
    ];
    for (const [file, source] of offenders) {
      const messages = await restrictedImports(file, `import { value } from '${source}';`);
      expect(messages, `${file} ${source}`).toEqual([expect.stringContaining('A block does not import src/site')]);
    }
    for (const source of ['../shared/site-settings', '../shared/social-links']) {
      expect(await restrictedImports('src/blocks/motto/motto.tsx', `import { value } from '${source}';`), source).toEqual([]);
    }
    expect(await restrictedImports('src/blocks/shared/default-image.ts', "import { value } from './site-settings';")).toEqual([]);
  });
});

/** A real module of each folder, the target of the imports below (the rules check resolved paths). */
const MODULE_OF: Readonly<Record<string, string>> = {
  'src/lib': 'src/lib/slug.ts',
  'src/engine': 'src/engine/block.ts',
  'src/content': 'src/content/client.ts',
  'src/forms': 'src/forms/lead-rules.ts',
  'src/shared': 'src/shared/page-scaffold.ts',
  'src/blocks': 'src/blocks/registry.ts',
  'src/runtime': 'src/runtime/app.tsx',
  'src/site': 'src/site/site-config.ts',
  'src/studio': 'src/studio/studio-api.ts',
  'src/styles': 'src/styles/contrast-theme-for-system.ts',
  server: 'server/env.ts',
  scripts: 'scripts/new-page.ts',
  tests: 'tests/support/free-port.ts',
};

/** Where an offending file sits in each folder (a block's folder for the blocks). */
const offenderIn = (folder: string) => (folder === 'src/blocks' ? 'src/blocks/motto/zz-offender.ts' : `${folder}/zz-offender.ts`);

const specifier = (from: string, to: string) => {
  const path = relative(dirname(from), to).replace(/\.tsx?$/, '');
  return path.startsWith('.') ? path : `./${path}`;
};

async function layerMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = [value];\n`, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

/** Whether a folder may import a file (a folder allowed in part, like the server's src/content/contract, allows only its files). */
const allowed = (from: string, file: string) => (LAYERS[from] ?? []).some((folder) => file === folder || file.startsWith(`${folder}/`));

describe('every pair of folders (eslint.layers.js)', () => {
  const folders = Object.keys(LAYERS);
  it(`closes ${closedPairs().closed} of the ${closedPairs().of} pairs: each forbidden import fails, static or dynamic, and each allowed one passes`, async () => {
    const wrong: string[] = [];
    let refusedPairs = 0;
    for (const from of folders) {
      for (const to of folders) {
        if (from === to) continue;
        const file = offenderIn(from);
        const target = MODULE_OF[to];
        if (!target) throw new Error(`no module of ${to} to import`);
        const source = specifier(file, target);
        const forbidden = !allowed(from, target);
        if (forbidden) refusedPairs += 1;
        for (const code of [`import { value } from '${source}';`, `const value = import('${source}');`]) {
          const messages = await layerMessages(file, code);
          if (forbidden ? !messages.some((message) => message.includes(`${from} may import only`)) : messages.length > 0) {
            wrong.push(`${from} -> ${to} (${code}): ${forbidden ? 'not refused' : messages.join('; ')}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    // Every closed pair was tried (the server's part of src/content is tried as closed too).
    expect(refusedPairs).toBe(closedPairs().closed + 1);
  });

  it('closes the server to the app but for src/entry-server.tsx and shared code, and the content folder to all but its contract', async () => {
    const server = 'server/leads/zz-offender.ts';
    expect(await layerMessages(server, `import { value } from '${specifier(server, 'src/entry-server.tsx')}';`)).toEqual([]);
    expect(await layerMessages(server, `import { value } from '${specifier(server, 'src/content/contract/calls.ts')}';`)).toEqual([]);
    expect(await layerMessages(server, `import { value } from '${specifier(server, 'src/content/client.ts')}';`)).toEqual([
      expect.stringContaining('server may import only src/content/contract of src/content'),
    ]);
    expect(await layerMessages(server, `import { value } from '${specifier(server, 'src/runtime/app.tsx')}';`)).toEqual([expect.stringContaining('server may import only')]);
    const client = 'src/entry-client.tsx';
    expect(await layerMessages(client, `import { value } from '${specifier(client, 'src/studio/studio-api.ts')}';`)).toEqual([expect.stringContaining('src/entry-client.tsx may import only')]);
  });

  it('refuses an import cycle', async () => {
    // src/engine/routes.ts imports route-matcher.ts (a value, not a type): importing it back closes a cycle.
    const [result] = await eslint.lintText("import { createPageMatcher } from './routes';\nexport const used = createPageMatcher;\n", { filePath: 'src/engine/route-matcher.ts' });
    expect((result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-cycle')).toHaveLength(1);
  });

  it("refuses Node's own modules in code a browser may load, and allows them in the server and the tools", async () => {
    const nodeMessages = async (filePath: string) => {
      const [result] = await eslint.lintText("import { readFileSync } from 'node:fs';\nexport const used = readFileSync;\n", { filePath });
      return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-nodejs-modules');
    };
    for (const file of ['src/engine/zz-offender.ts', 'src/blocks/motto/zz-offender.ts', 'src/runtime/zz-offender.ts', 'src/site/zz-offender.ts']) {
      expect(await nodeMessages(file), file).toHaveLength(1);
    }
    for (const file of ['server/zz-offender.ts', 'scripts/zz-offender.ts']) expect(await nodeMessages(file), file).toHaveLength(0);
  });
});
