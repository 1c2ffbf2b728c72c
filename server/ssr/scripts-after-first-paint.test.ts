import { describe, expect, it } from 'vitest';
import { scriptsAfterFirstPaint } from './scripts-after-first-paint';

const shell = `<head>
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/block-def.js">
    <link rel="modulepreload" crossorigin href="/assets/fields-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/style-jkl.css">
  </head>`;

describe('scripts after the first paint', () => {
  const rewritten = scriptsAfterFirstPaint(shell);

  it('leaves no script or module preload for the parser to fetch, and keeps the stylesheet', () => {
    expect(rewritten).not.toContain('src="/assets/index-abc.js"');
    expect(rewritten).not.toContain('<link rel="modulepreload"');
    expect(rewritten).toContain('<link rel="stylesheet" crossorigin href="/assets/style-jkl.css">');
  });

  it('starts the entry and its preloads from one inline module script after a frame', () => {
    const script = /<script type="module" id="__APP_START__">(.*)<\/script>/.exec(rewritten)?.[1] ?? '';
    expect(script).toMatch(/^requestAnimationFrame\(\(\) => setTimeout\(/);
    expect(script).toContain('["/assets/block-def.js","/assets/fields-ghi.js"]');
    expect(script).toContain('import("/assets/index-abc.js")');
  });

  it('refuses a shell without the module entry script', () => {
    expect(() => scriptsAfterFirstPaint('<head></head>')).toThrow('no module entry script');
  });
});
