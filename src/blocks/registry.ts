import type { BlockModule } from '../engine/block';
import {
  createBlockRegistry,
  type BlockComponent,
  type BlockComponentLoaders,
  type BlockLoaders,
} from '../engine/block-registry';
import { componentExportName } from '../engine/component-export-name';

/**
 * Every folder in src/blocks/ with an index.ts is a block; its folder name is its type. Loaded
 * lazily, so each page's JavaScript holds only the blocks it uses.
 */
const modules = import.meta.glob<BlockModule>('./*/index.ts');

export const blockLoaders: BlockLoaders = Object.fromEntries(
  Object.entries(modules).map(([file, loader]) => [file.split('/')[1] ?? file, loader]),
);

export { componentExportName };

/**
 * Each block's component alone, from `<type>/<type>.tsx` (export `PascalCase(type)`): what the
 * browser needs to hydrate a section the server rendered, without the block's schemas (and so
 * without zod) in the page's first download.
 */
const componentModules = import.meta.glob<Record<string, BlockComponent | undefined>>([
  './*/*.tsx',
  '!./*/*.test.tsx',
  '!./shared/*',
]);

export const blockComponentLoaders: BlockComponentLoaders = Object.fromEntries(
  Object.entries(componentModules).flatMap(([file, loader]) => {
    const [, folder, name] = file.split('/');
    if (!folder || name !== `${folder}.tsx` || !Object.hasOwn(blockLoaders, folder)) return [];
    const load = async () => {
      const component = (await loader())[componentExportName(folder)];
      if (!component) throw new Error(`${file} does not export ${componentExportName(folder)}`);
      return component;
    };
    return [[folder, load]];
  }),
);

export const blockRegistry = createBlockRegistry(blockLoaders, blockComponentLoaders);
