import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

/**
 * A throw-away PostgreSQL server on loopback (Debian's package), for tests that need the real
 * thing. PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
 */
export interface PostgresServer {
  url: string;
  port: number;
  stop(): void;
  /** Stops with immediate mode (like a crash) and starts again on the same port and data. */
  restart(): void;
}

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const dir = versions[0] ? join(root, versions[0], 'bin') : '';
  if (!dir || !existsSync(join(dir, 'initdb'))) throw new Error('PostgreSQL is not installed (scripts/ensure-test-deps.sh installs it)');
  return dir;
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = binDir();
  const isRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'pg-test-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  const run = (tool: string, args: string[]) => {
    const command = isRoot ? 'runuser' : join(bin, tool);
    const fullArgs = isRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
    const result = spawnSync(command, fullArgs, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr || result.stdout}`);
  };
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const port = await freePort();
  const start = () =>
    run('pg_ctl', ['-D', dataDir, '-l', join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on`, 'start']);
  start();
  const stopWith = (mode: string) => run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    restart() {
      stopWith('immediate');
      start();
    },
    stop() {
      try {
        stopWith('fast');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** True when the tests can start PostgreSQL here. */
export function postgresAvailable(): boolean {
  try {
    binDir();
    return process.getuid?.() !== 0 || execFileSync('id', ['-u', 'postgres']).length > 0;
  } catch (error) {
    console.warn(`PostgreSQL unavailable: ${String(error)}`);
    return false;
  }
}
