import { defaultServerConditions } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { sitePlugins } from './vite.config.ts';
import LongestFirstSequencer from './tests/support/longest-first-sequencer.ts';

const unitFiles = ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/support/**/*.test.ts'];
/** The tests that replace a module with vi.mock (a chunk that fails to download). */
const moduleMockingFiles = ['src/**/*.offline.test.tsx'];
const unitTests = {
  environment: 'node' as const,
  setupFiles: ['tests/setup/fail-on-console-error.ts'],
  testTimeout: 30_000,
  // Opening PGlite and seeding take seconds on a busy machine.
  hookTimeout: 60_000,
  unstubGlobals: true,
};

export default defineConfig({
  plugins: sitePlugins(),
  // Without "module-sync", Vitest resolves react-router-dom for Node to its CommonJS entry, which
  // require()s react-router's ES modules. With a test's block modules imported in parallel, Node
  // 20's require(esm) can meet one of them half-way through an import() and fail with "Cannot read
  // properties of undefined (reading 'getStatus')" (nodejs/node#55782). Node itself picks the ES
  // entry ("module-sync"), as the built server does: so do the tests.
  ssr: { resolve: { conditions: ['module-sync', ...defaultServerConditions] } },
  test: {
    // The longest end-to-end files first (tests/e2e/file-seconds.json), so both workers end together.
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          ...unitTests,
          include: unitFiles,
          exclude: [...configDefaults.exclude, ...moduleMockingFiles],
          // One module graph per worker instead of one per file: half the suite's time (React,
          // zod, the blocks and jsdom are imported once). Stubbed globals go back after each test.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          ...unitTests,
          // vi.mock replaces a module for one file only when that file has a module graph of its own.
          include: moduleMockingFiles,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: ['tests/e2e/support/file-cpu.setup.ts'],
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 240_000,
          // Two files at once, each worker with one Chromium and one default site its files
          // share (tests/e2e/support); a file that needs its own site starts it from the build's
          // prepared data directory. Most of a browser test is waiting: two cores run two of them
          // in ~60% of the time.
          maxWorkers: 2,
          isolate: false,
        },
      },
    ],
  },
});
