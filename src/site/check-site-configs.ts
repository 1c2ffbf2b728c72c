import { blockRegistry } from '../blocks/registry';
import { checkFileAgainst, checkPageFiles, type ConfigFile, type ConfigProblem } from '../engine/config-check';
import { buildPageConfigSchema } from '../engine/page-config-schema';
import { layoutNames } from './layouts';
import { metaSources } from './meta-sources';
import { siteConfigSchema } from './site-config-schema';

/** The raw texts of every config, for messages with line and column. Server-side only. */
const pageTexts = import.meta.glob<string>('../../page-configs/pages/*.json', { query: '?raw', import: 'default', eager: true });
const siteText = import.meta.glob<string>('../../page-configs/site.json', { query: '?raw', import: 'default', eager: true });

const toFiles = (texts: Record<string, string>): ConfigFile[] =>
  Object.entries(texts).map(([file, text]) => ({ file: file.replace('../../', ''), text }));

export const configFiles = { pages: toFiles(pageTexts), site: toFiles(siteText) };

/** The full page-config schema: registered blocks with their props, layouts and meta sources. */
export async function loadPageConfigSchema() {
  await blockRegistry.preload();
  return buildPageConfigSchema({
    blocks: blockRegistry.all(),
    layouts: layoutNames,
    metaSources: Object.keys(metaSources),
  });
}

/** What `npm run check:configs`, the build, the server's start and the tests check. */
export async function checkSiteConfigs(files = configFiles): Promise<ConfigProblem[]> {
  const schema = await loadPageConfigSchema();
  return [
    ...checkPageFiles({ files: files.pages, schema, blockTypes: blockRegistry.types() }),
    ...files.site.flatMap((file) => checkFileAgainst(file, siteConfigSchema).problems),
  ];
}
