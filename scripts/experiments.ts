import { openDatabase, type Database } from '../server/db/database';
import { EnvError, parseEnv } from '../server/env';
import { experimentReports, reportTable } from '../server/experiments/experiment-report';
import { embeddedStoreProblem, writeFully } from './leads';

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

export async function main(args: string[]): Promise<number> {
  let options: ReturnType<typeof parseArgs>;
  let env: ReturnType<typeof parseEnv>;
  try {
    options = parseArgs(args);
    env = parseEnv();
  } catch (error) {
    console.error(error instanceof EnvError || error instanceof Error ? error.message : String(error));
    return 2;
  }
  if (!env.DATABASE_URL) {
    const problem = embeddedStoreProblem(env.DATA_DIR, options.force);
    if (problem) {
      console.error(problem.replaceAll('npm run leads', 'npm run experiments'));
      return 3;
    }
  }
  let db: Database | undefined;
  try {
    db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    const reports = await experimentReports(db);
    await writeFully(process.stdout, options.format === 'json' ? `${JSON.stringify(reports, null, 2)}\n` : reportTable(reports));
    return 0;
  } catch (error) {
    console.error(`npm run experiments: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await db?.close();
  }
}
