import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every test file under `dir`, as a path from the project's root. */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the unit projects (vitest.config.ts)', () => {
  it('keeps every test that replaces a module with vi.mock in the isolated project (*.offline.test.tsx)', () => {
    // The 'unit' project shares one module graph per worker: a vi.mock there would not replace a
    // module another file already loaded, and the test would pass or fail by the order of files.
    const mocking = ['src', 'server', 'scripts']
      .flatMap(testFiles)
      .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(file, 'utf8')) && !file.endsWith('vitest-projects.test.ts'));
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((file) => !file.endsWith('.offline.test.tsx'))).toEqual([]);
  });
});
