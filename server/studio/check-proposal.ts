import type { ContentReader } from '../../src/engine/block';
import type { ConfigFile, ConfigProblem } from '../../src/engine/config-check';
import { seedDocuments } from '../db/seed';
import { configJson } from './config-json';
import { marketerWording } from './marketer-wording';
import { newPageProblems, pagesWords, pageWordsOf } from './new-page';
import type { PageConfigFiles } from './page-config-files';
import type { ProposalProblem } from './proposal-problem';
import { variantPagesOf } from './variant-pages';
import { unfinishedContent, type ContentCheckDeps } from './unfinished-content';

/** `checkAllSiteConfigs` of src/site/check-site-configs.ts, reached through the renderer module. */
export type FullConfigCheck = (options: {
  files: { pages: readonly ConfigFile[]; site: readonly ConfigFile[] };
  demoPageIds: ReadonlySet<number>;
  read: ContentReader;
}) => Promise<ConfigProblem[]>;

export type { ProposalProblem };

const demoPageIds = () => new Set(seedDocuments.filter((d) => d.call === 'pages/get').map((d) => Number(d.key)));

/** The proposal as it would be written: the project's JSON style, two spaces, a final newline. */
export const proposalText = (config: unknown) => `${JSON.stringify(config, null, 2)}\n`;

/**
 * Exactly the check `npm run check:configs` runs (schema, unknown props, internal links, pageIds),
 * over the files on disk with the proposed file in place of its current text; only the problems
 * of the proposed file are the proposal's. With `content`, what the request adds or changes must
 * be finished too (unfinished-content.ts), and a new page needs its own title, description and
 * main heading (new-page.ts).
 */
export async function checkProposal(options: {
  files: PageConfigFiles;
  file: string;
  config: unknown;
  check: FullConfigCheck;
  read: ContentReader;
  content?: ContentCheckDeps;
}): Promise<ProposalProblem[]> {
  const current = await options.files.all();
  const proposed: ConfigFile = { file: options.file, text: proposalText(options.config) };
  const others = current.pages.filter((page) => page.file !== options.file);
  const pages = [...others, proposed];
  const problems = (await options.check({ files: { pages, site: current.site }, demoPageIds: demoPageIds(), read: options.read }))
    .filter((problem) => problem.file === options.file)
    .map((problem) => describe(problem, options.config));
  if (!options.content) return problems;
  const existing = current.pages.find((page) => page.file === options.file);
  const before = existing ? (configJson(existing.text) ?? null) : null;
  if (!existing) problems.push(...newPageWordsProblems(options.config, others));
  const configValid = problems.length === 0;
  problems.push(...(await unfinishedContent({ before, proposed: options.config, configValid, deps: options.content })));
  // Each variant is a page visitors see: held to the same standard, its problems named by variant.
  for (const { variant, page } of variantPagesOf(options.config)) {
    for (const problem of await unfinishedContent({ before, proposed: page, configValid, deps: options.content })) {
      if (!problems.some((known) => known.sectionId === problem.sectionId && known.field === problem.field && known.message === problem.message)) {
        problems.push({ ...problem, path: `$.experiment(${variant})${problem.path.slice(1)}`, message: `in the variant "${variant}": ${problem.message}` });
      }
    }
  }
  return problems;
}

/** A new page's title, description and main heading: its own, none another page has. */
function newPageWordsProblems(config: unknown, others: readonly ConfigFile[]): ProposalProblem[] {
  const words = pageWordsOf(config);
  if (!words) return [];
  const paths = { title: '$.meta.title', description: '$.meta.description', heading: '$.sections' } as const;
  return newPageProblems(words, pagesWords(others), words.path).map((problem) => ({ path: paths[problem.field], message: problem.message, field: problem.field }));
}

const SECTION_PATH = /^\$\.sections\[(\d+)\](?:\.props\.([^.[]+)|\.([^.[]+))?/;
/** A variant's props of one section: `$.experiment.variants[1].props.lead-form.buttonLink`. */
const VARIANT_PROPS_PATH = /^\$\.experiment\.variants\[\d+\]\.props\.([^.[]+)(?:\.([^.[]+))?/;

function describe(problem: ConfigProblem, config: unknown): ProposalProblem {
  const message = problem.studio ?? marketerWording(problem.message);
  const variantProps = VARIANT_PROPS_PATH.exec(problem.path);
  if (variantProps) return variantProblem(problem.path, message, config, variantProps[1] ?? '', variantProps[2]);
  const match = SECTION_PATH.exec(problem.path);
  if (!match) return { path: problem.path, message, field: problem.path.replace(/^\$\.?/, '') || undefined };
  const sectionIndex = Number(match[1]);
  const section: unknown = sectionsOf(config)[sectionIndex];
  const sectionId = section && typeof section === 'object' && 'id' in section && typeof section.id === 'string' ? section.id : undefined;
  return { path: problem.path, message, sectionIndex, sectionId, field: match[2] ?? match[3] };
}

const sectionsOf = (config: unknown): unknown[] => (config && typeof config === 'object' && 'sections' in config && Array.isArray(config.sections) ? config.sections : []);

/** A problem of a variant's props, shown beside the section it changes (as an edit of that section would be). */
function variantProblem(path: string, message: string, config: unknown, sectionId: string, field: string | undefined): ProposalProblem {
  const variant = /variants\[(\d+)\]/.exec(path)?.[1];
  const experiment: unknown = config && typeof config === 'object' && 'experiment' in config ? config.experiment : undefined;
  const variants: unknown[] = experiment && typeof experiment === 'object' && 'variants' in experiment && Array.isArray(experiment.variants) ? experiment.variants : [];
  const named: unknown = variants[Number(variant)];
  const variantId = named && typeof named === 'object' && 'id' in named && typeof named.id === 'string' ? named.id : `#${variant ?? '?'}`;
  const sectionIndex = sectionsOf(config).findIndex((section) => section && typeof section === 'object' && 'id' in section && section.id === sectionId);
  return { path, message: `in the variant "${variantId}": ${message}`, sectionId, ...(sectionIndex >= 0 ? { sectionIndex } : {}), ...(field ? { field } : {}) };
}
