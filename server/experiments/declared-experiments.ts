import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { experimentSchema, type Experiment } from '../../src/engine/experiment-schema';
import { configJson } from '../studio/config-json';

/** A page config that declares an experiment (read leniently: a broken file is the config check's business). */
const declaringPage = z.looseObject({ path: z.string(), experiment: experimentSchema });

export interface DeclaredExperiment {
  file: string;
  text: string;
  raw: unknown;
  path: string;
  experiment: Experiment;
}

/** The experiments the page config files declare, for the report's weights and dates and the studio's Promote. */
export function declaredExperiments(pages: readonly { file: string; text: string }[]): DeclaredExperiment[] {
  return pages.flatMap((page) => {
    const raw = configJson(page.text);
    const parsed = declaringPage.safeParse(raw);
    return parsed.success ? [{ file: page.file, text: page.text, raw, path: parsed.data.path, experiment: parsed.data.experiment }] : [];
  });
}

/** The page config files of a folder (`page-configs` by default: the checkout the command runs in). */
export function pageConfigFilesIn(configDir: string): { file: string; text: string }[] {
  const pagesDir = join(configDir, 'pages');
  return readdirSync(pagesDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ file: `pages/${name}`, text: readFileSync(join(pagesDir, name), 'utf8') }));
}
