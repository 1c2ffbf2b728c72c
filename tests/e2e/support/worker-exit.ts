/**
 * What a Vitest worker must stop when it ends: the site and the Chromium it shares between its
 * test files. Vitest ends a worker with SIGTERM, which would kill it without running 'exit'
 * handlers: here SIGTERM exits, so the cleanups run, and so do Playwright's own (it kills the
 * Chromium it launched). Cleanups are synchronous: nothing asynchronous runs once a process exits.
 */
const cleanups = new Set<() => void>();
let installed = false;

/** Makes SIGTERM end this process through its 'exit' handlers. */
export function exitCleanlyOnSigterm(): void {
  if (installed) return;
  installed = true;
  process.once('exit', () => {
    for (const run of cleanups) run();
  });
  process.once('SIGTERM', () => process.exit(143));
}

/** Runs `cleanup` when this process exits, SIGTERM included. */
export function onWorkerExit(cleanup: () => void): void {
  exitCleanlyOnSigterm();
  cleanups.add(cleanup);
}
