import { afterEach, vi } from 'vitest';

/**
 * A console.error in a unit or component test fails it (React's warnings arrive this way: a key
 * warning, a hydration mismatch, an act() warning). Tests that expect one spy on it themselves.
 */
declare global {
  /** The console.error calls of the running test; one list for every file a worker runs. */
  var consoleErrorsOfTest: unknown[][] | undefined;
}

// Test files may share a worker's globals (the unit project does not isolate them): the console
// is wrapped once, not once more for every file.
if (globalThis.consoleErrorsOfTest === undefined) {
  const seenErrors: unknown[][] = [];
  globalThis.consoleErrorsOfTest = seenErrors;
  const original = console.error;
  console.error = (...args: unknown[]) => {
    seenErrors.push(args);
    original(...args);
  };
}

afterEach(async () => {
  // Component tests (jsdom) unmount what they rendered; vitest has no globals for RTL to hook into.
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
  const seen = globalThis.consoleErrorsOfTest?.splice(0) ?? [];
  if (vi.isMockFunction(console.error)) return;
  if (seen.length > 0) {
    throw new Error(`console.error was called during the test:\n${seen.map((a) => a.map(String).join(' ')).join('\n')}`);
  }
});
