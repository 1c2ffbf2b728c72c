import { escapeHtml } from '../../src/lib/html-escape';
import type { ContentReader } from '../../src/engine/block';
import type { PageConfig } from '../../src/engine/page-config-schema';
import type { RenderInput, RenderOutput } from '../../src/entry-server';
import { fillTemplate } from '../ssr/page-handler';
import type { ChangeRequest } from './change-requests';
import { ownTitle } from './new-page';

export interface PreviewRenderer {
  renderPage(input: RenderInput): Promise<RenderOutput>;
}

/** A page with route parameters is previewed at one made-up address of its pattern. */
const previewPath = (page: PageConfig) => page.path.replace(/:[a-zA-Z0-9]+/g, 'preview');

/**
 * The page as a proposal would make it, rendered on the server with the proposal in place of the
 * live config: the preview's render, and the one the request check reads (unfinished-content.ts).
 */
export function renderProposal(options: { renderer: PreviewRenderer; read: ContentReader; page: PageConfig }): Promise<RenderOutput> {
  return options.renderer.renderPage({
    url: previewPath(options.page),
    read: options.read,
    apiToken: '',
    siteUrl: 'http://studio.invalid',
    dev: false,
    pageOverrides: [options.page],
  });
}

/**
 * The preview document: the rendered proposal in the site's template, sent without the site's
 * scripts (hydrating would load the live config and put the old page back).
 */
export async function renderPreview(options: {
  renderer: PreviewRenderer;
  template: (url: string) => Promise<string>;
  read: ContentReader;
  page: PageConfig;
  request: ChangeRequest;
  /** The experiment's variant shown, when not the page as it is. */
  variant?: string;
}): Promise<string> {
  const { page, request } = options;
  const result = await renderProposal(options);
  if (result.kind === 'redirect') return `<!doctype html><title>Preview</title><p>The page redirects to ${escapeHtml(result.location)}.</p>`;
  // In the marketer's words: the page by its title and address, never its file.
  const banner = `<p class="studio-preview-banner" role="note" style="margin:0;padding:.5rem 1rem;background:#fff4c2;color:#1b1b1b;font:600 15px/1.4 system-ui,sans-serif">Preview of change request #${request.id}${options.variant ? ` as its variant ${escapeHtml(options.variant)}` : ''} by ${escapeHtml(request.author)}: “${escapeHtml(ownTitle(page.meta.title))}” (${escapeHtml(page.path)}). <a href="/studio/requests">All change requests</a></p>`;
  const path = previewPath(page);
  const filled = fillTemplate(await options.template(path), { head: result.head, html: result.html, data: '' });
  return filled
    .replace(/<script\b[^>]*\btype="module"[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '')
    .replace(/<meta name="robots"[^>]*>/i, '')
    .replace('</head>', '<meta name="robots" content="noindex"></head>')
    .replace(/<body([^>]*)>/, `<body$1>${banner}`);
}
