import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The block that follows `opening` up to its matching closing brace, without the braces. */
function blockAfter(css: string, opening: string): string {
  const start = css.indexOf(opening);
  if (start < 0) throw new Error(`${opening} not found`);
  let depth = 0;
  for (let index = css.indexOf('{', start); index < css.length; index += 1) {
    if (css[index] === '{') depth += 1;
    if (css[index] === '}') depth -= 1;
    if (depth === 0) return css.slice(css.indexOf('{', start) + 1, index);
  }
  throw new Error(`${opening} is not closed`);
}

const normalized = (block: string) =>
  block
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');

const css = readFileSync(new URL('./high-contrast.css', import.meta.url), 'utf8');

describe('high-contrast theme', () => {
  it('has the same rules for the toggle (data-contrast) and for the system setting (prefers-contrast)', () => {
    const toggled = normalized(blockAfter(css, ":root[data-contrast='more'] {"));
    const system = normalized(blockAfter(blockAfter(css, '@media (prefers-contrast: more) {'), ":root:not([data-contrast='standard']) {"));
    expect(toggled.length).toBeGreaterThan(500);
    expect(system).toBe(toggled);
  });

  it('sets every colour token of the site (so no token keeps its standard, lower-contrast value)', () => {
    const global = readFileSync(new URL('./global.css', import.meta.url), 'utf8');
    const tokens = [...normalized(blockAfter(global, ':root {')).matchAll(/^(--color-[a-z-]+):/gm)].map((match) => match[1]);
    const themed = normalized(blockAfter(css, ":root[data-contrast='more'] {"));
    expect(tokens.length).toBeGreaterThan(5);
    expect(tokens.filter((token) => !themed.includes(`${token}:`))).toEqual([]);
  });
});
