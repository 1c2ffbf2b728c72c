import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-stylesheet';

function clientDir(css: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'inline-css-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets/style-abc.css'), css);
  return dir;
}

const shell = '<head><link rel="stylesheet" crossorigin href="/assets/style-abc.css"></head>';

describe('inlineStylesheets', () => {
  it('puts the built stylesheet in the shell and drops the link', () => {
    const html = inlineStylesheets(shell, clientDir('body{color:red}'));
    expect(html).toBe('<head><style data-href="/assets/style-abc.css">body{color:red}</style></head>');
  });

  it('refuses a stylesheet that would end the style element early', () => {
    expect(() => inlineStylesheets(shell, clientDir('a::after{content:"</style>"}'))).toThrow('cannot be inlined');
  });
});
