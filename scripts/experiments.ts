import { declaredExperiments, pageConfigFilesIn } from '../server/experiments/declared-experiments';
import { experimentReports, type ExperimentReport } from '../server/experiments/experiment-report';
import { reportTable } from '../server/experiments/report-table';
import { printableJson } from '../src/lib/printable-text';
import { withCliDatabase, writeFully } from './cli-database';

/**
 * `npm run experiments [-- --format json] [--configs DIR] [--force]`: each experiment's sample-ratio
 * check, the minimum before a verdict, and per variant its visitors, leads, conversion rate with
 * its 95% interval, the always-valid interval of its difference from the control, its verdict and
 * its form's health, from DATABASE_URL or the embedded store in DATA_DIR (docs/experiments.md).
 * The declared weights and dates come from the page configs in DIR (`page-configs`).
 */
const USAGE = 'usage: npm run experiments -- [--format table|json] [--configs DIR] [--force]';

export interface ExperimentsOptions {
  format: 'table' | 'json';
  configs: string;
  force: boolean;
}

export function parseArgs(args: readonly string[]): ExperimentsOptions {
  const options: ExperimentsOptions = { format: 'table', configs: 'page-configs', force: false };
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    const value = arg === '--format' ? args[(i += 1)] : arg?.startsWith('--format=') ? arg.slice('--format='.length) : undefined;
    if (arg === '--force') options.force = true;
    else if (arg === '--configs' && args[i + 1]) options.configs = args[(i += 1)] ?? options.configs;
    else if (value === 'table' || value === 'json') options.format = value;
    else throw new Error(`unknown argument "${arg}"\n${USAGE}`);
  }
  return options;
}

/** What the command prints: stored text (campaigns from visitors' links) never drives the terminal. */
export function formatReports(reports: readonly ExperimentReport[], format: 'table' | 'json'): string {
  return format === 'json' ? `${printableJson(reports)}\n` : reportTable(reports);
}

export function main(args: string[]): Promise<number> {
  return withCliDatabase(
    'npm run experiments',
    args,
    parseArgs,
    async (db, options) => {
      const declared = declaredExperiments(pageConfigFilesIn(options.configs));
      const reports = await experimentReports(db, { declared });
      await writeFully(process.stdout, formatReports(reports, options.format));
      return 0;
    },
    (message) => `npm run experiments: ${message}`,
  );
}
