import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The engine renders any site's page configs, so its code names nothing of this site's trade.
 * Checked on the code itself (identifiers, strings, templates) through TypeScript's scanner;
 * comments may illustrate with the site's pages, and tests use its content as fixtures.
 */
const TRAVEL_WORDS = /^(travel|trips?|destinations?|blog|enquir|inquir|vacation|safari|cruise|advisor|honeymoon|testimonial|itinerar|agency|resort)/;

/** The travel words in a source file's code, as `word (token)`. */
function travelWordsInCode(source: string, fileName = 'x.tsx'): string[] {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard, source);
  const found: string[] = [];
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia) continue;
    const text = scanner.getTokenText();
    // Words of identifiers (camelCase, kebab-case, snake_case) and of string contents.
    const words = text.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z]+/);
    for (const word of words) if (TRAVEL_WORDS.test(word)) found.push(`${word} (${text.slice(0, 60)})`);
  }
  return found;
}

function engineSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return engineSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the engine's vocabulary", () => {
  it('finds travel words in identifiers and strings, not in comments or inside other words', () => {
    expect(travelWordsInCode("const tripDays = 3; // a travel note\nconst label = 'Plan your trip';")).toEqual([
      'trip (tripDays)',
      "trip ('Plan your trip')",
    ]);
    expect(travelWordsInCode('/** destinations */ const stripSlash = (path: string) => path;')).toEqual([]);
    expect(travelWordsInCode('const view = <p className="blog-card">x</p>;')).toEqual(['blog ("blog-card")']);
  });

  it('has none in src/engine', () => {
    const found = engineSources('src/engine').flatMap((file) => travelWordsInCode(readFileSync(file, 'utf8'), file).map((hit) => `${file}: ${hit}`));
    expect(found).toEqual([]);
  });
});
