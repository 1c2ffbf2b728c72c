import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyWithMinimalDiff } from './minimal-diff';

const original = readFileSync('page-configs/pages/landing-cruise.json', 'utf8');
const config = () => JSON.parse(original) as { sections: { id: string; props?: Record<string, unknown> }[] } & Record<string, unknown>;

/** Lines of `after` that are not in `before` and the reverse (a line-set diff, enough for these cases). */
function changedLines(before: string, after: string) {
  const a = before.split('\n');
  const b = after.split('\n');
  return { added: b.filter((line) => !a.includes(line)), removed: a.filter((line) => !b.includes(line)) };
}

describe('applyWithMinimalDiff', () => {
  it('returns the file unchanged when nothing changed', () => {
    expect(applyWithMinimalDiff(original, config())).toBe(original);
  });

  it('moves a section as it is: no line is added or removed, only its place changes', () => {
    const page = config();
    const reviews = page.sections.findIndex((s) => s.id === 'reviews');
    const [moved] = page.sections.splice(reviews, 1);
    page.sections.splice(1, 0, moved!);
    const text = applyWithMinimalDiff(original, page);
    expect(JSON.parse(text)).toEqual(page);
    expect(changedLines(original, text)).toEqual({ added: [], removed: [] });
    expect(text.indexOf('"id": "reviews"')).toBeLessThan(text.indexOf('"id": "problem"'));
    expect(text.split('\n')).toHaveLength(original.split('\n').length);
  });

  it('changes only the edited value inside a section', () => {
    const page = config();
    page.sections[1]!.props!.heading = 'Fewer Ships, More Fun';
    const text = applyWithMinimalDiff(original, page);
    expect(JSON.parse(text)).toEqual(page);
    expect(changedLines(original, text)).toEqual({
      added: ['        "heading": "Fewer Ships, More Fun",'],
      removed: ['        "heading": "Hundreds of Ships, Thousands of Cabins, One Family Vacation",'],
    });
  });

  it('writes a new section on one line, a removed one disappears, meta edits keep key order', () => {
    const page = config();
    page.sections = page.sections.filter((s) => s.id !== 'motto');
    page.sections.push({ id: 'motto-2', type: 'motto', props: { parallax: 0.2 } } as never);
    (page.meta as Record<string, unknown>).title = 'Cruises | Travel N Relax';
    const text = applyWithMinimalDiff(original, page);
    expect(JSON.parse(text)).toEqual(page);
    const { added, removed } = changedLines(original, text);
    expect(added).toEqual([
      '    "title": "Cruises | Travel N Relax",',
      '    { "id": "motto-2", "type": "motto", "props": { "parallax": 0.2 } }',
    ]);
    expect(removed).toEqual([
      '    "title": "Family Cruises Planned for You | Travel N Relax Denver",',
      '    { "id": "motto", "type": "motto", "pageId": 2 },',
      '    }',
    ]);
    expect(Object.keys(JSON.parse(text))).toEqual(Object.keys(JSON.parse(original)));
  });
});
