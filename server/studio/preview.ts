import { escapeHtml } from '../../src/lib/html-escape';
import type { ContentReader } from '../../src/engine/block';
import type { PageConfig } from '../../src/engine/page-config-schema';
import type { RenderInput, RenderOutput } from '../../src/entry-server';
import { fillTemplate } from '../ssr/page-handler';
import type { ChangeRequest } from './change-requests';

export interface PreviewRenderer {
  renderPage(input: RenderInput): Promise<RenderOutput>;
}

/**
 * The page as the change request would make it, rendered on the server with the proposal in place
 * of the live config. Sent without the site's scripts: hydrating would load the live config and
 * put the old page back.
 */
export async function renderPreview(options: {
  renderer: PreviewRenderer;
  template: (url: string) => Promise<string>;
  read: ContentReader;
  page: PageConfig;
  request: ChangeRequest;
}): Promise<string> {
  const { page, request } = options;
  const path = page.path.includes(':') ? page.path.replace(/:[a-zA-Z0-9]+/g, 'preview') : page.path;
  const result = await options.renderer.renderPage({
    url: path,
    read: options.read,
    apiToken: '',
    siteUrl: 'http://studio.invalid',
    dev: false,
    pageOverrides: [page],
  });
  if (result.kind === 'redirect') return `<!doctype html><title>Preview</title><p>The page redirects to ${escapeHtml(result.location)}.</p>`;
  const banner = `<p class="studio-preview-banner" role="note" style="margin:0;padding:.5rem 1rem;background:#fff4c2;color:#1b1b1b;font:600 15px/1.4 system-ui,sans-serif">Preview of change request #${request.id} (${escapeHtml(request.status)}) by ${escapeHtml(request.author)}: ${escapeHtml(request.config_file)}. <a href="/studio/requests">All change requests</a></p>`;
  const filled = fillTemplate(await options.template(path), { head: result.head, html: result.html, data: '' });
  return filled
    .replace(/<script\b[^>]*\btype="module"[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '')
    .replace(/<meta name="robots"[^>]*>/i, '')
    .replace('</head>', '<meta name="robots" content="noindex"></head>')
    .replace(/<body([^>]*)>/, `<body$1>${banner}`);
}
