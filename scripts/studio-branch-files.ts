import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONFIG_PREFIX } from '../server/studio/page-config-files';

/**
 * The page config files as the repository's HEAD has them, where "writing" one makes a commit on a
 * new branch (`studio/request-<id>`) instead: `npm run studio:apply -- <id> --branch`. Built with
 * git's plumbing (a blob, a tree from a throw-away index, commit-tree, branch), so the working tree,
 * the index and the checked-out branch are never touched: the developer's own edits stay as they are.
 */
export function createBranchFiles(options: { configDir: string; branch: string; message: string; author: { name: string; email: string } }) {
  const git = (args: string[], extra: { input?: string; env?: NodeJS.ProcessEnv } = {}) =>
    execFileSync('git', args, { cwd: options.configDir, input: extra.input, env: { ...process.env, ...extra.env }, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] }).trim();
  // Where page-configs/ sits in the repository ("page-configs/", or deeper in a monorepo).
  const prefix = git(['rev-parse', '--show-prefix']);
  const inRepo = (file: string) => `${prefix}${file.slice(CONFIG_PREFIX.length)}`;
  const hasBranch = () => {
    try {
      git(['rev-parse', '--verify', '--quiet', `refs/heads/${options.branch}`]);
      return true;
    } catch (error) {
      // rev-parse --verify exits 1 when the branch does not exist: the one answer we expect.
      if (error instanceof Error && 'status' in error && error.status === 1) return false;
      throw error;
    }
  };
  let commit: string | undefined;

  return {
    exists(file: string): boolean {
      return git(['ls-tree', '--full-tree', '--name-only', 'HEAD', '--', inRepo(file)]) !== '';
    },
    async read(file: string): Promise<string> {
      // `git show` drops nothing: the blob exactly as committed, so its hash matches the request's.
      return execFileSync('git', ['show', `HEAD:${inRepo(file)}`], { cwd: options.configDir, encoding: 'utf8' });
    },
    async write(file: string, text: string): Promise<void> {
      if (hasBranch()) throw new Error(`branch ${options.branch} exists already: delete it (git branch -D ${options.branch}) or apply without --branch`);
      const blob = git(['hash-object', '-w', '--stdin'], { input: text });
      const scratch = mkdtempSync(join(tmpdir(), 'studio-branch-'));
      try {
        const env = { GIT_INDEX_FILE: join(scratch, 'index') };
        git(['read-tree', 'HEAD'], { env });
        git(['update-index', '--add', '--cacheinfo', `100644,${blob},${inRepo(file)}`], { env });
        const tree = git(['write-tree'], { env });
        commit = git(['commit-tree', tree, '-p', 'HEAD', '-F', '-'], {
          input: options.message,
          env: { GIT_AUTHOR_NAME: options.author.name, GIT_AUTHOR_EMAIL: options.author.email },
        });
        git(['branch', options.branch, commit]);
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    },
    /** The commit made by write(), once it ran. */
    commit: () => commit,
  };
}
