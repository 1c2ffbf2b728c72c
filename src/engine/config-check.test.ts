import { describe, expect, it } from 'vitest';
import { checkFileAgainst, closestName, formatProblem, locate, syntaxProblem } from './config-check';
import { z } from 'zod';

describe('syntax errors', () => {
  it('point at the place of a missing comma', () => {
    const file = { file: 'pages/x.json', text: '{\n  "path": "/x/"\n  "pageId": 2\n}\n' };
    expect(formatProblem(syntaxProblem(file)!)).toBe('pages/x.json:3:3: $: not valid JSON: comma expected');
    expect(checkFileAgainst(file, z.unknown()).problems.map(formatProblem)).toEqual(['pages/x.json:3:3: $: not valid JSON: comma expected']);
  });

  it('point at a trailing comma, which JSON does not allow', () => {
    const file = { file: 'site.json', text: '{\n  "name": "Travel N Relax",\n}\n' };
    expect(syntaxProblem(file)).toMatchObject({ line: 3, column: 1, message: 'not valid JSON: property name expected' });
  });

  it('finds nothing in valid JSON', () => {
    expect(syntaxProblem({ file: 'a.json', text: '{"a": [1, 2]}' })).toBeUndefined();
  });
});

describe('locate', () => {
  it('points at the property name of a value, or its nearest parent when the value is missing', () => {
    const text = '{\n  "meta": {\n    "title": 3\n  }\n}';
    expect(locate(text, ['meta', 'title'])).toEqual({ line: 3, column: 5 });
    expect(locate(text, ['meta', 'description'])).toEqual({ line: 2, column: 3 });
  });
});

describe('closestName', () => {
  it('suggests a near name and nothing for a far one', () => {
    expect(closestName('review-carousell', ['review-carousel', 'motto'])).toBe('review-carousel');
    expect(closestName('newsletter-signup-form', ['motto', 'planning'])).toBeUndefined();
  });
});
