import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { z } from 'zod';

/** Where the seconds each end-to-end file took last time are kept (`npm run e2e:order` writes it). */
export const FILE_SECONDS_PATH = 'tests/e2e/file-seconds.json';

const fileSecondsSchema = z.record(z.string(), z.number().nonnegative());

/** The committed seconds per file, or none when the file is missing or not a map of numbers. */
export function readFileSeconds(path = FILE_SECONDS_PATH): Record<string, number> {
  if (!existsSync(path)) return {};
  const parsed = fileSecondsSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) {
    console.warn(`[sequencer] ${path} is not a map of file to seconds: ${parsed.error.message}`);
    return {};
  }
  return parsed.data;
}

/**
 * Orders files the longest first (then files it has no seconds for, in Vitest's own order), so
 * that two workers end together. Vitest's own order needs its results cache, which a fresh clone
 * in CI does not have: there a 295-second file started 14 minutes in, and one worker ran alone for
 * its last 45 seconds.
 */
export function longestFirst<T>(files: readonly T[], key: (file: T) => string, seconds: Record<string, number>): T[] {
  return [...files].sort((a, b) => (seconds[key(b)] ?? -1) - (seconds[key(a)] ?? -1));
}

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const bySize = await super.sort(files);
    const root = this.ctx.config.root;
    return longestFirst(bySize, (file) => relative(root, file.moduleId), readFileSeconds());
  }
}
