import { userInfo } from 'node:os';
import { applyChangeRequest } from '../server/studio/apply-request';
import { createChangeRequests, type ChangeRequest } from '../server/studio/change-requests';
import { createPageConfigFiles } from '../server/studio/page-config-files';
import { createBranchFiles } from './studio-branch-files';
import { openStudioDatabase, studioConfigDir } from './studio-db';
import { printable } from '../src/lib/printable-text';

/**
 * `npm run studio:apply -- <id> [--branch] [--by name]`: writes change request <id> into its page
 * config file with a minimal diff and marks it applied; refused when the file changed since the
 * request. With --branch the change is committed on a new branch `studio/request-<id>` (the
 * request's note as the message, its author as the author) and the working tree is left as it is.
 * `-- <id> --reject "reason"` rejects it instead. Either way the author is e-mailed (docs/studio.md).
 */
function option(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

/** The commit message: the marketer's note, then what the request changes and where it came from. */
export function commitMessage(request: ChangeRequest): string {
  const [subject, ...rest] = (request.note.trim() || `Studio change request #${request.id}`).split('\n');
  const changes = request.summary.map((sentence) => `- ${sentence}`);
  return [subject, ...(rest.length ? ['', ...rest] : []), '', ...changes, ...(changes.length ? [''] : []), `Studio change request #${request.id} (${request.config_file})`, ''].join('\n');
}

export async function main(args: string[]): Promise<number> {
  const id = Number(args.find((arg) => /^\d+$/.test(arg)));
  const by = option(args, 'by') ?? process.env.USER ?? userInfo().username;
  const reason = option(args, 'reject');
  if (!Number.isInteger(id) || id <= 0 || (args.includes('--reject') && !reason?.trim())) {
    console.error('usage: npm run studio:apply -- <id> [--branch] [--by name]   or   -- <id> --reject "reason"   (npm run studio:requests lists the open ones)');
    return 2;
  }
  const db = await openStudioDatabase();
  try {
    const requests = createChangeRequests(db);
    if (reason) {
      if (!(await requests.decide(id, { status: 'rejected', by, reason: reason.trim() }))) {
        console.error(`studio:apply: change request #${id} is not open.`);
        return 1;
      }
      console.log(`studio:apply: rejected change request #${id}.`);
      return 0;
    }
    const request = await requests.find(id);
    const branch = `studio/request-${id}`;
    const files =
      args.includes('--branch') && request
        ? createBranchFiles({
            configDir: studioConfigDir(),
            branch,
            message: commitMessage(request),
            author: { name: request.author, email: request.author_email ?? `${request.author}@studio.invalid` },
          })
        : undefined;
    const result = await applyChangeRequest({ db, files: files ?? createPageConfigFiles(studioConfigDir()), id, by });
    if (!result.ok) {
      console.error(`studio:apply: ${printable(result.message)}`);
      return 1;
    }
    if (files) {
      console.log(`studio:apply: committed change request #${id} on branch ${branch} (${files.commit()?.slice(0, 12)}); your working tree and branch are unchanged.`);
      console.log(`Review it with git show ${branch}, then push it for the usual review: git push -u origin ${branch}`);
    } else console.log(`studio:apply: ${printable(result.message)} Review it with git diff, run npm run check:configs, and commit.`);
    return 0;
  } finally {
    await db.close();
  }
}
