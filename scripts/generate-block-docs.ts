import { blockRegistry } from '../src/blocks/registry';
import { renderBlockDocs } from '../src/site/dev/block-docs';
import { writeGenerated, type GeneratedFile } from './generated-files';

/** `npm run generate:docs`: writes docs/blocks.md from the block registry. */
export async function buildBlockDocs(): Promise<GeneratedFile[]> {
  await blockRegistry.preload();
  return [{ file: 'docs/blocks.md', text: renderBlockDocs(blockRegistry.all()) }];
}

export async function main(): Promise<number> {
  const written = await writeGenerated(await buildBlockDocs());
  console.log(written.length ? `generate:docs: wrote ${written.join(', ')}` : 'generate:docs: docs/blocks.md is up to date.');
  return 0;
}
