import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

declare module 'vitest' {
  interface TaskMeta {
    /** The CPU seconds the file's worker and its processes used while it ran (tests/e2e/support/file-cpu.setup.ts). */
    cpuSeconds?: number;
  }
}

/** One test file's time: all of it, its tests, its hooks (a site and a browser started, stopped) and its import. */
export interface FileTime {
  file: string;
  seconds: number;
  testSeconds: number;
  hookSeconds: number;
  importSeconds: number;
  tests: number;
  /** CPU seconds, where the project measures them (the e2e suite). */
  cpuSeconds?: number;
}

/**
 * A Vitest reporter that writes each test file's time, split into its tests, its hooks and its
 * import, and its CPU where measured, to the JSON file named by FILE_TIMES_OUT (scripts/test-all.mjs
 * prints the slowest and the costliest): where the end-to-end suite spends its time, measured on
 * every run.
 */
export default class FileTimesReporter implements Reporter {
  onTestRunEnd(modules: readonly TestModule[]) {
    const out = process.env.FILE_TIMES_OUT;
    if (!out) return;
    const times: FileTime[] = modules.map((module) => {
      const diagnostic = module.diagnostic();
      const tests = [...module.children.allTests()];
      const testMs = tests.reduce((sum, test) => sum + (test.diagnostic()?.duration ?? 0), 0);
      const ms = diagnostic.duration + diagnostic.collectDuration;
      return {
        file: relative(process.cwd(), module.moduleId),
        seconds: ms / 1000,
        testSeconds: testMs / 1000,
        hookSeconds: Math.max(0, diagnostic.duration - testMs) / 1000,
        importSeconds: diagnostic.collectDuration / 1000,
        tests: tests.length,
        cpuSeconds: module.meta().cpuSeconds,
      };
    });
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, JSON.stringify(times.sort((a, b) => b.seconds - a.seconds), null, 1));
  }
}
