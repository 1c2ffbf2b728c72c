import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';

/**
 * "Build N+1" for the rolling-deploy check, without a second build: a copy of the built site
 * whose every hashed asset has another name (as a changed source gives it), with every reference
 * to it (HTML, chunks importing chunks, CSS, the manifest) rewritten. Its own pages work; build
 * N's asset names are unknown to it. The precompressed copies would still name the old files, so
 * they are left out (the server then sends the plain file).
 */
const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.map']);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

export function makeNextBuild(buildDir: string): { dir: string; renamed: Map<string, string>; remove(): void } {
  // Inside the project: the server bundle imports its packages from node_modules.
  mkdirSync('.tmp', { recursive: true });
  const dir = mkdtempSync(join(process.cwd(), '.tmp', 'next-build-'));
  cpSync(buildDir, dir, { recursive: true });
  const assets = join(dir, 'client', 'assets');
  const renamed = new Map<string, string>();
  for (const name of readdirSync(assets)) {
    if (name.endsWith('.br') || name.endsWith('.gz')) {
      rmSync(join(assets, name));
      continue;
    }
    const ext = extname(name);
    const next = `${name.slice(0, -ext.length)}n1${ext}`;
    renameSync(join(assets, name), join(assets, next));
    renamed.set(name, next);
  }
  // Longest first: no name is rewritten inside a longer one.
  const names = [...renamed.keys()].sort((a, b) => b.length - a.length);
  for (const file of filesUnder(dir)) {
    if (!TEXT.has(extname(file))) continue;
    const text = readFileSync(file, 'utf8');
    let next = text;
    for (const name of names) if (next.includes(name)) next = next.split(name).join(renamed.get(name) ?? name);
    if (next !== text) writeFileSync(file, next);
  }
  return { dir, renamed, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
