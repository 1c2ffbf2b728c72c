import type { ContentReader } from '../../src/engine/block';
import type { ConfigFile, ConfigProblem } from '../../src/engine/config-check';
import { seedDocuments } from '../db/seed';
import { marketerWording } from './marketer-wording';
import type { PageConfigFiles } from './page-config-files';

/** `checkAllSiteConfigs` of src/site/check-site-configs.ts, reached through the renderer module. */
export type FullConfigCheck = (options: {
  files: { pages: readonly ConfigFile[]; site: readonly ConfigFile[] };
  demoPageIds: ReadonlySet<number>;
  read: ContentReader;
}) => Promise<ConfigProblem[]>;

/** A problem as the studio shows it: beside the section and the field it is about, in a marketer's words. */
export interface ProposalProblem {
  path: string;
  /** The check's studio wording (no file, route pattern, prop name or command); the studio adds the section and the field's label. */
  message: string;
  sectionIndex?: number;
  sectionId?: string;
  field?: string;
}

const demoPageIds = () => new Set(seedDocuments.filter((d) => d.call === 'pages/get').map((d) => Number(d.key)));

/** The proposal as it would be written: the project's JSON style, two spaces, a final newline. */
export const proposalText = (config: unknown) => `${JSON.stringify(config, null, 2)}\n`;

/**
 * Exactly the check `npm run check:configs` runs (schema, unknown props, internal links, pageIds),
 * over the files on disk with the proposed file in place of its current text; only the problems
 * of the proposed file are the proposal's.
 */
export async function checkProposal(options: {
  files: PageConfigFiles;
  file: string;
  config: unknown;
  check: FullConfigCheck;
  read: ContentReader;
}): Promise<ProposalProblem[]> {
  const current = await options.files.all();
  const proposed: ConfigFile = { file: options.file, text: proposalText(options.config) };
  const pages = [...current.pages.filter((page) => page.file !== options.file), proposed];
  const problems = await options.check({ files: { pages, site: current.site }, demoPageIds: demoPageIds(), read: options.read });
  return problems.filter((problem) => problem.file === options.file).map((problem) => describe(problem, options.config));
}

const SECTION_PATH = /^\$\.sections\[(\d+)\](?:\.props\.([^.[]+)|\.([^.[]+))?/;

function describe(problem: ConfigProblem, config: unknown): ProposalProblem {
  const message = problem.studio ?? marketerWording(problem.message);
  const match = SECTION_PATH.exec(problem.path);
  if (!match) return { path: problem.path, message, field: problem.path.replace(/^\$\.?/, '') || undefined };
  const sectionIndex = Number(match[1]);
  const sections = config && typeof config === 'object' && 'sections' in config && Array.isArray(config.sections) ? config.sections : [];
  const section: unknown = sections[sectionIndex];
  const sectionId = section && typeof section === 'object' && 'id' in section && typeof section.id === 'string' ? section.id : undefined;
  return { path: problem.path, message, sectionIndex, sectionId, field: match[2] ?? match[3] };
}
