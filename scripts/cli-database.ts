import { openDatabase, type Database } from '../server/db/database';
import { EnvError, parseEnv } from '../server/env';
import { embeddedStoreProblem } from './embedded-store-problem';

/**
 * The frame of a command that reads the site's database (`npm run leads`, `npm run experiments`):
 * its arguments and the environment checked (exit 2 with the message), the embedded store refused
 * while a running site holds it (exit 3), the database opened for `run` and closed after it; an
 * error `run` throws is printed through `describeError` (exit 1).
 */
export async function withCliDatabase<Options extends { force: boolean }>(
  command: string,
  args: readonly string[],
  parseArgs: (args: readonly string[]) => Options,
  run: (db: Database, options: Options) => Promise<number>,
  describeError: (message: string) => string,
): Promise<number> {
  let options: Options;
  let env: ReturnType<typeof parseEnv>;
  try {
    options = parseArgs(args);
    env = parseEnv();
  } catch (error) {
    console.error(error instanceof EnvError || error instanceof Error ? error.message : String(error));
    return 2;
  }
  if (!env.DATABASE_URL) {
    const problem = embeddedStoreProblem(env.DATA_DIR, options.force, command);
    if (problem) {
      console.error(problem);
      return 3;
    }
  }
  let db: Database | undefined;
  try {
    db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    return await run(db, options);
  } catch (error) {
    console.error(describeError(error instanceof Error ? error.message : String(error)));
    return 1;
  } finally {
    await db?.close();
  }
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
