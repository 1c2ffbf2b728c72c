import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { FILE_SECONDS_PATH, longestFirst, readFileSeconds } from './longest-first-sequencer';

describe('longest-first sequencer', () => {
  it('starts the longest known file first and keeps unknown files after, in their given order', () => {
    const order = longestFirst(['small.test.ts', 'new-b.test.ts', 'axe.test.ts', 'new-a.test.ts', 'mid.test.ts'], (file) => file, {
      'small.test.ts': 3,
      'axe.test.ts': 287,
      'mid.test.ts': 40,
    });
    expect(order).toEqual(['axe.test.ts', 'mid.test.ts', 'small.test.ts', 'new-b.test.ts', 'new-a.test.ts']);
  });

  it('reads the committed seconds per e2e file (a11y-axe among them)', () => {
    const seconds = readFileSeconds(FILE_SECONDS_PATH);
    expect(seconds['tests/e2e/a11y-axe.test.ts']).toBeGreaterThan(0);
  });

  it('ignores a seconds file that is not a map of numbers, saying so', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'seconds-')), 'file-seconds.json');
    writeFileSync(path, JSON.stringify({ 'a.test.ts': 'long' }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readFileSeconds(path)).toEqual({});
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('is not a map of file to seconds'));
  });
});
