import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseStat, readProcesses, treeCpuSeconds } from './process-tree-cpu';

describe('process-tree-cpu', () => {
  it('reads the parent and the four CPU times of a stat line, whatever the command name holds', () => {
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime ...
    const line = '4242 (node (worker) x) S 17 4242 4242 0 -1 4194560 900 0 0 0 250 40 1000 60 20 0 11 0';
    expect(parseStat(4242, line)).toEqual({ pid: 4242, ppid: 17, ticks: 250 + 40 + 1000 + 60 });
    expect(parseStat(1, '1 (init) S')).toBeUndefined();
  });

  it('sums a process and everything below it, not its parent or its siblings', () => {
    const processes = [
      { pid: 1, ppid: 0, ticks: 10_000 },
      { pid: 10, ppid: 1, ticks: 150 }, // the root
      { pid: 11, ppid: 10, ticks: 200 }, // its browser
      { pid: 12, ppid: 11, ticks: 50 }, // the browser's renderer
      { pid: 20, ppid: 1, ticks: 7_000 }, // another worker
    ];
    expect(treeCpuSeconds(10, processes)).toBe(4);
    expect(treeCpuSeconds(99, processes)).toBe(0);
  });

  it.runIf(process.platform === 'linux')('counts what a child used after it has ended (Linux)', () => {
    const before = treeCpuSeconds(process.pid, readProcesses());
    const spin = 'let x = 0; const used = () => { const u = process.cpuUsage(); return u.user + u.system; }; while (used() < 400_000) for (let i = 0; i < 1e6; i += 1) x += i; console.log(x > 0);';
    const child = spawnSync(process.execPath, ['-e', spin]);
    expect(child.status).toBe(0);
    const after = treeCpuSeconds(process.pid, readProcesses());
    // The child spun for 0.4 s of its own CPU time; it was waited for, so its parent counts it.
    expect(after - before).toBeGreaterThanOrEqual(0.35);
  });
});
