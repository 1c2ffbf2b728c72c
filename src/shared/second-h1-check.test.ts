import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ConfigFile } from '../engine/config-check';
import { BLOCKS_WITH_H1, checkSecondH1 } from './second-h1-check';

const page = (sections: unknown[]) => ({ path: '/x/', sections });
const file = (data: unknown): ConfigFile => ({ file: 'page-configs/pages/x.json', text: JSON.stringify(data, null, 2) });

describe('second H1 check', () => {
  it('flags every section after the first that renders a main heading, at that section', () => {
    const data = page([
      { id: 'banner', type: 'landing-banner', props: {} },
      { id: 'terms', type: 'static-text', props: { heading: 'Terms of Use', headingLevel: 1 } },
      { id: 'more', type: 'static-text', props: { heading: 'More', headingLevel: 2 } },
    ]);
    const problems = checkSecondH1(file(data), data);
    expect(problems.map((problem) => [problem.path, problem.message])).toEqual([
      ['$.sections[1]', "a second main heading (H1) on the page: section 1 above already shows the page's main heading, and a page has one (set this heading level to 2)"],
    ]);
    expect(problems[0]?.line).toBeGreaterThan(1);
  });

  it('accepts one H1, or none', () => {
    const one = page([{ id: 'a', type: 'static-text', props: { headingLevel: 1 } }, { id: 'b', type: 'motto' }]);
    expect(checkSecondH1(file(one), one)).toEqual([]);
    const none = page([{ id: 'b', type: 'motto' }]);
    expect(checkSecondH1(file(none), none)).toEqual([]);
  });

  it("lists exactly the blocks whose code writes an <h1> or opens with the Hero (static text's level is a prop)", () => {
    const blocksDir = join(import.meta.dirname, '..', 'blocks');
    const withH1 = readdirSync(blocksDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
      .filter((entry) =>
        readdirSync(join(blocksDir, entry.name))
          .filter((name) => name.endsWith('.tsx') && !name.includes('.test.'))
          .some((name) => /<h1[\s>]|import \{ Hero \}/.test(readFileSync(join(blocksDir, entry.name, name), 'utf8'))),
      )
      .map((entry) => entry.name);
    expect(withH1.sort()).toEqual([...BLOCKS_WITH_H1].sort());
  });
});
