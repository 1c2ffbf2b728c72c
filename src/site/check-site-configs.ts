import { z } from 'zod';
import { blockRegistry } from '../blocks/registry';
import type { ContentReader } from '../engine/block';
import {
  checkFileAgainst,
  checkPageFiles,
  checkUnknownProps,
  problemAt,
  type ConfigFile,
  type ConfigProblem,
} from '../engine/config-check';
import {
  checkLinks,
  checkPageIds,
  pageConfigLinks,
  siteConfigLinks,
  type ParameterProbe,
  type Redirect,
} from './config-references';
import { buildPageConfigSchema, pageConfigBaseSchema } from '../engine/page-config-schema';
import { resolveMeta, resolvePageId } from '../engine/page-meta';
import { createPageMatcher } from '../engine/routes';
import { layoutNames } from './layouts';
import { checkPageLinkKinds, checkSiteLinkKinds, externalLinkWarnings } from '../engine/link-kinds';
import { EXPERIMENT_GOAL_BLOCKS } from './experiment-goal-blocks';
import { metaSources } from './meta-sources';
import { checkSecondH1 } from '../shared/second-h1-check';
import { siteConfigSchema } from './site-config-schema';

/** The raw texts of every config, for messages with line and column. Server-side only. */
const pageTexts = import.meta.glob<string>('../../page-configs/pages/*.json', { query: '?raw', import: 'default', eager: true });
const siteText = import.meta.glob<string>('../../page-configs/site.json', { query: '?raw', import: 'default', eager: true });

const toFiles = (texts: Record<string, string>): ConfigFile[] =>
  Object.entries(texts).map(([file, text]) => ({ file: file.replace('../../', ''), text }));

export interface ConfigFiles {
  pages: readonly ConfigFile[];
  site: readonly ConfigFile[];
}

export const configFiles: ConfigFiles = { pages: toFiles(pageTexts), site: toFiles(siteText) };

/** The full page-config schema: registered blocks with their props, layouts and meta sources. */
export async function loadPageConfigSchema() {
  await blockRegistry.preload();
  return buildPageConfigSchema({
    blocks: blockRegistry.all(),
    layouts: layoutNames,
    metaSources: Object.keys(metaSources),
    goalBlockTypes: EXPERIMENT_GOAL_BLOCKS,
  });
}

export { EXPERIMENT_GOAL_BLOCKS };

/**
 * What the server's start (and the dev overlay) needs: every file fits its schema, block types
 * exist, no two pages claim one path. A config that fails this cannot be rendered.
 */
export async function checkSiteConfigs(files: ConfigFiles = configFiles): Promise<ConfigProblem[]> {
  const schema = await loadPageConfigSchema();
  return [
    ...checkPageFiles({ files: files.pages, schema, blockTypes: blockRegistry.types() }),
    ...files.site.flatMap((file) => checkFileAgainst(file, siteConfigSchema).problems),
  ];
}

export interface FullCheckOptions {
  files?: ConfigFiles;
  /** The pageIds of the demo content ("pages/get" documents); omitted: pageIds are not checked. */
  demoPageIds?: ReadonlySet<number>;
  /** Reads the demo content, to tell whether a link on a parameter route (/:slug/) has a page. */
  read?: ContentReader;
}

/**
 * `npm run check:configs` (and the build): the render check, plus unknown props, internal links
 * of every config and site.json, redirect targets, and pageIds that the demo content lacks.
 */
export async function checkAllSiteConfigs(options: FullCheckOptions = {}): Promise<ConfigProblem[]> {
  const files = options.files ?? configFiles;
  const base = await checkSiteConfigs(files);
  const pages = files.pages.map((file) => ({ file, data: parseJson(file) }));
  const sites = files.site.map((file) => ({ file, data: parseJson(file) }));

  const unknownProps = pages.flatMap(({ file, data }) => checkUnknownProps(file, data, propNamesOf));
  // zod's own "Unrecognized key" on a strict props object says the same with less: keep ours.
  const reported = new Set(unknownProps.map((p) => `${p.file} ${p.path.replace(/\.[^.[]+$/, '')}`));
  const problems = base.filter((p) => !(p.message.startsWith('Unrecognized key') && reported.has(`${p.file} ${p.path}`)));
  problems.push(...unknownProps);

  const validPages = pages.flatMap(({ data }) => {
    const parsed = pageConfigBaseSchema.safeParse(data);
    return parsed.success ? [parsed.data] : [];
  });
  const matchPage = createPageMatcher(validPages);
  const site = sites[0];
  const redirectList = site ? redirectsOf(site.data) : [];
  problems.push(
    ...(await checkLinks({
      links: [
        ...pages.flatMap(({ file, data }) => pageConfigLinks(file, data)),
        ...sites.flatMap(({ file, data }) => siteConfigLinks(file, data)),
      ],
      redirects: site ? { file: site.file, list: redirectList } : undefined,
      matchPage,
      knownPaths: validPages.map((p) => p.path).filter((p) => !p.includes(':')),
      probe: options.read ? contentProbe(options.read) : undefined,
    })),
  );

  problems.push(
    ...pages.flatMap(({ file, data }) => schemaReference(file, data, PAGE_SCHEMA_REF)),
    ...sites.flatMap(({ file, data }) => schemaReference(file, data, SITE_SCHEMA_REF)),
  );

  problems.push(...duplicateExperimentIds(pages));
  // Only "/…", https:, mailto: and tel: links (never //host, javascript:, data:, http:).
  problems.push(...pages.flatMap(({ file, data }) => checkPageLinkKinds(file, data)), ...sites.flatMap(({ file, data }) => checkSiteLinkKinds(file, data)));
  problems.push(...pages.flatMap(({ file, data }) => checkSecondH1(file, data)));

  const demoPageIds = options.demoPageIds;
  if (demoPageIds) problems.push(...pages.flatMap(({ file, data }) => checkPageIds(file, data, demoPageIds)));
  return problems;
}

/** What check:configs shows without failing: every page config's links to other sites. */
export function configWarnings(files: ConfigFiles = configFiles): ConfigProblem[] {
  return files.pages.flatMap((file) => externalLinkWarnings(file, parseJson(file)));
}

/** An experiment id names its counts and leads in the database: two pages must not share one. */
function duplicateExperimentIds(pages: readonly { file: ConfigFile; data: unknown }[]): ConfigProblem[] {
  const owners = new Map<string, string>();
  return pages.flatMap(({ file, data }) => {
    const id = experimentIdSchema.safeParse(data);
    if (!id.success) return [];
    const owner = owners.get(id.data.experiment.id);
    if (owner) return [problemAt(file, ['experiment', 'id'], `duplicate experiment id "${id.data.experiment.id}" (also in ${owner})`)];
    owners.set(id.data.experiment.id, file.file);
    return [];
  });
}

const experimentIdSchema = z.object({ experiment: z.object({ id: z.string() }) });

/** What each config names in "$schema": the generated files next to the configs. */
export const PAGE_SCHEMA_REF = '../page-config.schema.json';
export const SITE_SCHEMA_REF = './site.schema.json';

/** Without its "$schema" an editor can neither complete nor check the file. */
function schemaReference(file: ConfigFile, data: unknown, expected: string): ConfigProblem[] {
  if (data === undefined || (typeof data === 'object' && data !== null && '$schema' in data && data.$schema === expected)) return [];
  return [problemAt(file, ['$schema'], `"$schema" should be "${expected}", so editors complete and check this file`)];
}

function propNamesOf(type: string): readonly string[] | undefined {
  const props = blockRegistry.get(type)?.props;
  return props instanceof z.ZodObject ? Object.keys(props.shape) : undefined;
}

const redirectsSchema = z.object({ redirects: z.array(z.object({ from: z.string(), to: z.string() })) });

function redirectsOf(site: unknown): Redirect[] {
  const parsed = redirectsSchema.safeParse(site);
  return parsed.success ? parsed.data.redirects : [];
}

function parseJson(file: ConfigFile): unknown {
  try {
    return JSON.parse(file.text);
  } catch {
    // Already reported, with its location, by the render check; the cross-file checks skip it.
    return undefined;
  }
}

/** A parameter route has a page when its meta source neither answers 404 nor redirects. */
function contentProbe(read: ContentReader): ParameterProbe {
  return async ({ page, params }) => {
    const meta = await resolveMeta({ page, params, pageId: resolvePageId(page, params) }, metaSources, read);
    if (meta.notFound) return { found: false, why: 'the demo content has no such page (it answers 404)' };
    if (meta.redirect) return { found: false, why: `the demo content has no such page (it redirects to "${meta.redirect}")` };
    return { found: true };
  };
}
