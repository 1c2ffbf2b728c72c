import { describe, expect, it } from 'vitest';
import { markTemplateScripts, NONCE_PLACEHOLDER } from '../security/nonce-html';
import { fillTemplate } from './page-handler';

const template = `<!doctype html><html lang="en"><head><!--app-head--><script type="module" id="__APP_START__">import("/a.js")</script></head>
<body><div id="root"><!--app-html--></div><!--app-data--></body></html>`;

describe('fillTemplate', () => {
  it('puts head, page and data into their slots, "$" patterns in content taken literally', () => {
    const html = fillTemplate(template, { head: '<title>$&</title>', html: "<p>$' and $1</p>", data: '<script type="application/json">{}</script>' });
    expect(html).toBe(`<!doctype html><html lang="en"><head><title>$&</title><script type="module" id="__APP_START__">import("/a.js")</script></head>
<body><div id="root"><p>$' and $1</p></div><script type="application/json">{}</script></body></html>`);
  });

  it("gives the template's own scripts the response's nonce when asked, and leaves the content as rendered", () => {
    const html = fillTemplate(markTemplateScripts(template), { head: '', html: '<p>rendered</p>', data: '' }, 'r3sp0nse==');
    expect(html).toContain('<script nonce="r3sp0nse==" type="module" id="__APP_START__">');
    expect(html).not.toContain(NONCE_PLACEHOLDER);
    expect(html).toContain('<div id="root"><p>rendered</p></div>');
  });

  it('keeps the placeholder for a page that goes to the render cache', () => {
    const html = fillTemplate(markTemplateScripts(template), { head: '', html: '', data: '' });
    expect(html).toContain(`<script nonce="${NONCE_PLACEHOLDER}" type="module"`);
  });

  it('fills the slots a template has when one is missing', () => {
    const html = fillTemplate('<head><!--app-head--></head><body><!--app-html--></body>', { head: '<title>T</title>', html: '<p>P</p>', data: 'lost' });
    expect(html).toBe('<head><title>T</title></head><body><p>P</p></body>');
  });
});
