import { experimentReports, reportTable, type ExperimentReport } from '../server/experiments/experiment-report';
import { printableJson } from '../src/lib/printable-text';
import { withCliDatabase, writeFully } from './cli-database';

/**
 * `npm run experiments [-- --format json] [--force]`: each experiment's visitors, leads,
 * conversion rate with its 95% interval and probability to beat the control, from DATABASE_URL
 * or the embedded store in DATA_DIR (docs/experiments.md).
 */
const USAGE = 'usage: npm run experiments -- [--format table|json] [--force]';

export function parseArgs(args: readonly string[]): { format: 'table' | 'json'; force: boolean } {
  const options: { format: 'table' | 'json'; force: boolean } = { format: 'table', force: false };
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    const value = arg === '--format' ? args[(i += 1)] : arg?.startsWith('--format=') ? arg.slice('--format='.length) : undefined;
    if (arg === '--force') options.force = true;
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
      const reports = await experimentReports(db);
      await writeFully(process.stdout, formatReports(reports, options.format));
      return 0;
    },
    (message) => `npm run experiments: ${message}`,
  );
}
