import { afterAll, beforeAll } from 'vitest';
import { readProcesses, treeCpuSeconds } from '../../support/process-tree-cpu';

/**
 * The CPU each e2e file costs: its worker's process tree (the worker, its Chromium, its sites and
 * whatever they started) read before the file's own hooks and after them. A worker runs one file
 * at a time, so the difference is the file's (a worker's first file carries its Chromium's launch
 * and its shared site's start too). The suite is bound by its two cores, not by its
 * waits, and a file's seconds say little of that (one that mostly waits holds a worker while the
 * CPU serves the other): tests/support/file-times-reporter.ts writes it beside the seconds, and
 * `npm test` prints the files that cost the most.
 */
let atStart = 0;

beforeAll(() => {
  atStart = treeCpuSeconds(process.pid, readProcesses());
});

// A setup file's hooks wrap the file's: its afterAll runs after the file's own (closing its
// sites and pages), so their CPU counts too.
// A hook's first argument is its fixtures, which Vitest reads from a destructuring pattern (this
// hook uses none); the file is the second.
// eslint-disable-next-line no-empty-pattern
afterAll(({}, file) => {
  file.meta.cpuSeconds = Math.round((treeCpuSeconds(process.pid, readProcesses()) - atStart) * 10) / 10;
});
