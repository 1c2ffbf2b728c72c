import { userInfo } from 'node:os';
import { applyChangeRequest } from '../server/studio/apply-request';
import { createChangeRequests } from '../server/studio/change-requests';
import { createPageConfigFiles } from '../server/studio/page-config-files';
import { openStudioDatabase, studioConfigDir } from './studio-db';

/**
 * `npm run studio:apply -- <id> [--by name]`: writes change request <id> into its page config file
 * with a minimal diff and marks it applied; refused when the file changed since the request.
 */
export async function main(args: string[]): Promise<number> {
  const id = Number(args.find((arg) => /^\d+$/.test(arg)));
  const byIndex = args.indexOf('--by');
  const by = (byIndex >= 0 ? args[byIndex + 1] : undefined) ?? process.env.USER ?? userInfo().username;
  if (!Number.isInteger(id) || id <= 0) {
    console.error('usage: npm run studio:apply -- <id> [--by name]   (npm run studio:requests lists the open ones)');
    return 2;
  }
  const db = await openStudioDatabase();
  try {
    const result = await applyChangeRequest({ requests: createChangeRequests(db), files: createPageConfigFiles(studioConfigDir()), id, by });
    if (!result.ok) {
      console.error(`studio:apply: ${result.message}`);
      return 1;
    }
    console.log(`studio:apply: ${result.message} Review it with git diff, run npm run check:configs, and commit.`);
    return 0;
  } finally {
    await db.close();
  }
}
