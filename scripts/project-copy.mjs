// A temporary copy of the project for a benchmark that needs other page configs than the checkout's
// (the scale bench's extra landing pages, the experiment bench's page without its experiment): the
// tracked files as they are in the working tree, node_modules linked, not copied. The caller edits
// it, builds it (`npm run build` inside it) and removes it.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** The copy's folder, named after `prefix`, of the project at `root`. */
export function projectCopy(root, prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(root, file), join(dir, file));
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}
