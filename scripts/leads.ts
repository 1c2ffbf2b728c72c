import { z } from 'zod';
import { requeueRefused } from '../server/leads/lead-forwarder';
import { listLeads, toCsv, toJson } from '../server/leads/list-leads';
import { withCliDatabase, writeFully } from './cli-database';

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

export function main(args: string[]): Promise<number> {
  return withCliDatabase(
    'npm run leads',
    args,
    (given) => parseArgs(given),
    async (db, options) => {
      if (options.requeue) {
        const count = await requeueRefused(db, options.requeue);
        console.error(`${count} refused ${count === 1 ? 'lead' : 'leads'} queued again for delivery (${db.kind}).`);
        return 0;
      }
      const leads = await listLeads(db, options.since);
      await writeFully(process.stdout, options.format === 'json' ? toJson(leads) : toCsv(leads));
      console.error(`${leads.length} ${leads.length === 1 ? 'enquiry or lead' : 'enquiries and leads'} since ${options.since} (${db.kind}).`);
      return 0;
    },
    (message) =>
      /relation "leads" does not exist/.test(message)
        ? 'This database has no leads table yet: start the site once so it applies its migrations.'
        : `Could not read the leads: ${message}`,
  );
}
