import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** One process as Linux's /proc/<pid>/stat describes it: its parent and the CPU it and its reaped children used. */
export interface ProcessCpu {
  pid: number;
  ppid: number;
  /** Its own user and system time plus that of the children it has waited for, in clock ticks. */
  ticks: number;
}

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second on every platform Linux runs on today. */
const TICKS_PER_SECOND = 100;

/**
 * The fields of one /proc/<pid>/stat line: after the command name (in parentheses, which may
 * itself hold spaces and parentheses) come state, ppid, ... utime (14th), stime, cutime, cstime.
 */
export function parseStat(pid: number, line: string): ProcessCpu | undefined {
  const fields = line.slice(line.lastIndexOf(')') + 2).split(' ');
  const numbers = [1, 11, 12, 13, 14].map((index) => Number(fields[index]));
  if (!numbers.every(Number.isFinite)) return undefined;
  const [ppid = 0, ...times] = numbers;
  return { pid, ppid, ticks: times.reduce((sum, time) => sum + time, 0) };
}

/**
 * CPU seconds used by `root` and every process below it. A child that has ended and been waited
 * for is counted in its parent's cutime/cstime, so the sum only grows while the tree runs: the
 * difference of two readings is what the tree used in between, ended processes included.
 */
export function treeCpuSeconds(root: number, processes: readonly ProcessCpu[]): number {
  const children = new Map<number, ProcessCpu[]>();
  for (const entry of processes) {
    const siblings = children.get(entry.ppid);
    if (siblings) siblings.push(entry);
    else children.set(entry.ppid, [entry]);
  }
  const byPid = new Map(processes.map((entry) => [entry.pid, entry]));
  let ticks = 0;
  const pending = [root];
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    ticks += byPid.get(pid)?.ticks ?? 0;
    pending.push(...(children.get(pid) ?? []).map((child) => child.pid));
  }
  return ticks / TICKS_PER_SECOND;
}

/** Every process of this machine, read from /proc; none where there is no /proc (not Linux). */
export function readProcesses(): ProcessCpu[] {
  if (!existsSync('/proc/self/stat')) return [];
  const found: ProcessCpu[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let line: string;
    try {
      line = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch (error) {
      // A process that ended between the listing and the read has nothing left to count.
      if (error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ESRCH')) continue;
      throw error;
    }
    const entry = parseStat(Number(name), line);
    if (entry) found.push(entry);
  }
  return found;
}
