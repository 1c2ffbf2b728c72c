import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../ssr/page-handler';
import { applyNonce, markTemplateScripts, NONCE_PLACEHOLDER } from './nonce-html';

const builtTemplate = `<!doctype html><html><head><!--app-head-->
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-def.js">
<link rel="stylesheet" crossorigin href="/assets/style.css">
</head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>`;

describe('nonces on the template, never on content', () => {
  it("gives the template's module script and module preloads the response's nonce", () => {
    const html = applyNonce(fillTemplate(markTemplateScripts(builtTemplate), { head: '', html: '<p>hi</p>', data: '' }), 'abc123==');
    expect(html).toContain('<script nonce="abc123==" type="module" crossorigin src="/assets/index-abc.js">');
    expect(html).toContain('<link nonce="abc123==" rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/style.css">');
    expect(html).not.toContain(NONCE_PLACEHOLDER);
  });

  it('leaves a script that content smuggled in without a nonce', () => {
    const injected = '<script>alert(1)</script><script src="https://evil.example/x.js"></script>';
    const html = applyNonce(fillTemplate(markTemplateScripts(builtTemplate), { head: '', html: injected, data: '' }), 'n0nce');
    expect(html).toContain('<script>alert(1)</script>');
    expect(html).toContain('<script src="https://evil.example/x.js">');
    expect(html.match(/nonce="n0nce"/g)).toHaveLength(2);
  });

  it('swaps the placeholder per response, so a cached page gets each visitor its own nonce', () => {
    const cached = fillTemplate(markTemplateScripts(builtTemplate), { head: '', html: '', data: '' });
    expect(applyNonce(cached, 'first')).toContain('nonce="first"');
    expect(applyNonce(cached, 'second')).toContain('nonce="second"');
    expect(applyNonce(cached, undefined)).not.toContain('nonce=');
  });

  it('is random per process, so content cannot know it', () => {
    expect(NONCE_PLACEHOLDER).toMatch(/^csp-nonce-[0-9a-f]{24}$/);
  });
});
