import type { Context } from 'hono';

/** A JSON answer with any status (the content source's and the lead pipeline's statuses pass through). */
export function jsonAnswer(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/** Every refusal of the API has the same JSON shape: { status, message }, never a stack trace. */
export function apiError(_c: Context | null, status: number, message: string, extra: Record<string, unknown> = {}) {
  return jsonAnswer({ status, message, ...extra }, status);
}
