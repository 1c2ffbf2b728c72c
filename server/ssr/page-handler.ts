import type { Context } from 'hono';
import type { ContentReader } from '../../src/engine/block';
import type { RenderInput, RenderOutput } from '../../src/entry-server';

/** The server-rendering module (src/entry-server.tsx): bundled in production, hot in development. */
export interface RendererModule {
  renderPage(input: RenderInput): Promise<RenderOutput>;
}

export interface PageHandlerDeps {
  renderer: () => Promise<RendererModule>;
  /** The HTML shell for a URL (in development Vite injects its client). */
  template: (url: string) => Promise<string>;
  read: ContentReader;
  apiToken: string;
  siteUrl: string;
  dev: boolean;
}

/** Fills the template's three slots; a function replacer, so "$" in content is never a pattern. */
export function fillTemplate(template: string, parts: { head: string; html: string; data: string }): string {
  return template
    .replace('<!--app-head-->', () => parts.head)
    .replace('<!--app-html-->', () => parts.html)
    .replace('<!--app-data-->', () => parts.data);
}

export async function handlePage(c: Context, deps: PageHandlerDeps): Promise<Response> {
  const url = new URL(c.req.url);
  const renderer = await deps.renderer();
  const result = await renderer.renderPage({
    url: url.pathname + url.search,
    read: deps.read,
    apiToken: deps.apiToken,
    siteUrl: deps.siteUrl,
    dev: deps.dev,
  });
  if (result.kind === 'redirect') {
    return new Response(null, { status: result.status, headers: { location: result.location } });
  }
  const template = await deps.template(url.pathname);
  return new Response(fillTemplate(template, result), {
    status: result.status,
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
}
