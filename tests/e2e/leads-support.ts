import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { z } from 'zod';

const run = promisify(execFile);

const listedLead = z.object({
  id: z.string(),
  kind: z.enum(['enquiry', 'lead']),
  page: z.string(),
  name: z.string(),
  email: z.string(),
  travel: z.string(),
  submission_id: z.string(),
  payload: z.record(z.string(), z.unknown()),
});

/**
 * `npm run leads -- --since <day> --format json` against a stopped site's data directory, as the
 * agency would run it: the embedded store allows one process, so the site is stopped first.
 */
export async function leadsOf(dataDir: string, since = new Date().toISOString().slice(0, 10)) {
  const { stdout } = await run('npm', ['run', '--silent', 'leads', '--', '--since', since, '--format', 'json'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    maxBuffer: 10 * 1024 * 1024,
  });
  return z.array(listedLead).parse(JSON.parse(stdout));
}

/** Runs the command and returns its exit code and error output (for the "site is running" case). */
export async function leadsCommandFailure(dataDir: string) {
  try {
    await run('npm', ['run', '--silent', 'leads', '--', '--format', 'json'], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });
    return { code: 0, stderr: '' };
  } catch (error) {
    const failure = z.object({ code: z.number(), stderr: z.string() }).parse(error);
    return failure;
  }
}
