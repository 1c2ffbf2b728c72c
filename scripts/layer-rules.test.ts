import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
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
    for (const source of ['../../src/site/page-scaffold', './sessions', 'hono']) {
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
