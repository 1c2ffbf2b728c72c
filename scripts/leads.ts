import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { openDatabase, type Database } from '../server/db/database';
import { EnvError, parseEnv } from '../server/env';
import { requeueRefused } from '../server/leads/lead-forwarder';
import { listLeads, toCsv, toJson } from '../server/leads/list-leads';

/**
 * `npm run leads -- --since YYYY-MM-DD [--format csv|json] [--force]`: prints the stored
 * enquiries and leads received since that day (default: the last 30 days) on stdout, from
 * DATABASE_URL (PostgreSQL) or the embedded store in DATA_DIR (default .data).
 * `npm run leads -- --requeue all|ID[,ID…]`: after the back end (or its configuration) is fixed,
 * the leads it refused are pending again and the running site delivers them.
 */
const USAGE = 'usage: npm run leads -- --since YYYY-MM-DD [--format csv|json] [--force]\n       npm run leads -- --requeue all|ID[,ID...] [--force]';

const argsSchema = z.object({
  since: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '--since takes a day as YYYY-MM-DD')
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), '--since is not a real day'),
  format: z.enum(['csv', 'json'], { error: '--format is csv or json' }),
  force: z.boolean(),
  requeue: z
    .string()
    .regex(/^(all|\d+(,\d+)*)$/, '--requeue takes all or lead ids (41,42)')
    .transform((value): 'all' | string[] => (value === 'all' ? 'all' : value.split(',')))
    .optional(),
});

export function parseArgs(args: readonly string[], today = new Date()) {
  const monthAgo = new Date(today.getTime() - 30 * 86_400_000).toISOString().slice(0, 10);
  const raw: Record<string, unknown> = { since: monthAgo, format: 'csv', force: false };
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--force') raw.force = true;
    else if (arg === '--since' || arg === '--format' || arg === '--requeue') raw[arg.slice(2)] = args[(i += 1)] ?? '';
    else if (arg?.startsWith('--since=') || arg?.startsWith('--format=') || arg?.startsWith('--requeue=')) {
      const [name = '', value = ''] = arg.slice(2).split('=');
      raw[name] = value;
    } else throw new Error(`unknown argument "${arg}"\n${USAGE}`);
  }
  const parsed = argsSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`${parsed.error.issues.map((i) => i.message).join('; ')}\n${USAGE}`);
  return parsed.data;
}

/** PGlite allows one process per data directory; a running site holds it (postmaster.pid). */
export function embeddedStoreProblem(dataDir: string, force: boolean): string | undefined {
  const dir = resolve(dataDir);
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    return `No embedded database in ${dir} (DATA_DIR). Point DATA_DIR at the site's data directory, or set DATABASE_URL.`;
  }
  if (existsSync(join(dir, 'postmaster.pid')) && !force) {
    return [
      `The embedded database in ${dir} is in use by a running site: PGlite lets only one process open a data directory, and two would corrupt it.`,
      'Stop the site first (Ctrl+C or SIGTERM; it closes the database cleanly), then run npm run leads again.',
      'To read leads while the site runs, run the site on PostgreSQL (DATABASE_URL) and give npm run leads the same DATABASE_URL.',
      'If no site is running (it was killed and left its lock behind), add --force.',
    ].join('\n');
  }
  return undefined;
}

/**
 * Resolves once the text has been handed to the operating system. On a pipe (`| gzip`, `| ssh`)
 * Node queues what the pipe cannot take at once (64 KB) and writes it later; the caller exits the
 * process right after main() returns, which used to cut the export off at the first 64 KB.
 */
export function writeFully(stream: NodeJS.WritableStream, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.write(text, (error) => (error ? reject(error) : resolve()));
  });
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
      console.error(problem);
      return 3;
    }
  }

  let db: Database | undefined;
  try {
    db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    if (options.requeue) {
      const count = await requeueRefused(db, options.requeue);
      console.error(`${count} refused ${count === 1 ? 'lead' : 'leads'} queued again for delivery (${db.kind}).`);
      return 0;
    }
    const leads = await listLeads(db, options.since);
    await writeFully(process.stdout, options.format === 'json' ? toJson(leads) : toCsv(leads));
    console.error(`${leads.length} ${leads.length === 1 ? 'enquiry or lead' : 'enquiries and leads'} since ${options.since} (${db.kind}).`);
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(
      /relation "leads" does not exist/.test(message)
        ? 'This database has no leads table yet: start the site once so it applies its migrations.'
        : `Could not read the leads: ${message}`,
    );
    return 1;
  } finally {
    await db?.close();
  }
}
