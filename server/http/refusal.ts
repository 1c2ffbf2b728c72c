import type { Context } from 'hono';
import { jsonAnswer } from '../api/api-error';
import { escapeHtml } from '../../src/lib/html-escape';

/** The site's API and the studio editor's: their clients read a JSON refusal. */
export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/') || path.startsWith('/studio/api/');

/**
 * A refusal in the caller's language: JSON `{ status, message }` on /api and /studio/api (the
 * site's and the studio's clients read it), a small HTML page elsewhere (a visitor's browser after
 * a plain form post). Never a stack trace. Never kept by a cache either (`no-store`, unless the
 * caller says otherwise): a 429 or 403 is about one client, a 5xx about one moment.
 */
export function refusal(c: Context, status: number, message: string, headers: Record<string, string> = {}): Response {
  const withCacheControl = { 'cache-control': 'no-store', ...headers };
  if (isApiPath(c.req.path)) return jsonAnswer({ status, message }, status, withCacheControl);
  const page = `<!doctype html><html lang="en"><meta charset="utf-8"><title>${status}</title><h1>${escapeHtml(message)}</h1></html>`;
  return new Response(page, { status, headers: { 'content-type': 'text/html; charset=utf-8', ...withCacheControl } });
}
