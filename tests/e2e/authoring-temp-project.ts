import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { serverUrlOf } from '../support/server-url';

/**
 * A temporary copy of the project (without node_modules, builds and data; node_modules linked),
 * so the authoring tests can add and break page configs and run `npm run dev` without touching
 * the working tree other people use.
 */
const skipped = new Set(['node_modules', 'dist', '.git', '.tmp', 'coverage', 'test-results']);
const skippedPrefix = ['.build-', '.data'];

/** The environment of a developer's shell: without what vitest sets for itself (it turns off Vite's watcher). */
export function shellEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV' && name !== 'TEST'),
  );
  return { ...env, ...extra };
}

export interface TempProject {
  dir: string;
  read(file: string): string;
  write(file: string, text: string): void;
  /** Runs an npm script (or any command) in the copy; never throws, returns what it printed. */
  run(command: string, args: string[], env?: Record<string, string>): { code: number; output: string };
  remove(): void;
}

export function copyProject(): TempProject {
  const source = resolve('.');
  const dir = mkdtempSync(join(tmpdir(), 'travel-site-authoring-'));
  cpSync(source, dir, {
    recursive: true,
    filter: (path) => {
      const name = basename(path);
      if (path === source) return true;
      return !skipped.has(name) && !skippedPrefix.some((prefix) => name.startsWith(prefix));
    },
  });
  symlinkSync(join(source, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return {
    dir,
    read: (file) => readFileSync(join(dir, file), 'utf8'),
    write: (file, text) => writeFileSync(join(dir, file), text),
    run(command, args, env = {}) {
      const result = spawnSync(command, args, { cwd: dir, env: shellEnv(env), encoding: 'utf8', timeout: 180_000 });
      return { code: result.status ?? 1, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export interface DevServer {
  url: string;
  logs: string[];
  process: ChildProcess;
  stop(): Promise<void>;
}

/** `npm run dev` in the copy, on a free port with its own data directory and Vite cache. */
export async function startDev(project: TempProject): Promise<DevServer> {
  const child = spawn('npm', ['run', 'dev'], {
    cwd: project.dir,
    env: shellEnv({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: join(project.dir, '.data'),
      DEV_CACHE_DIR: join(project.dir, '.vite-cache'),
      LOG_LEVEL: 'info',
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const logs: string[] = [];
  const url = await serverUrlOf(child, logs, 'npm run dev', 120_000);
  return {
    url,
    logs,
    process: child,
    async stop() {
      if (child.exitCode !== null || child.pid === undefined) return;
      const exited = new Promise((done) => child.once('exit', done));
      // npm starts tsx, which starts node: signal the whole process group this test started.
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}

/** Fetches a page as a browser would (the dev pages answer requests that accept HTML). */
export async function fetchHtml(url: string): Promise<{ status: number; html: string }> {
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
}
