import { Hono } from 'hono';
import { contentCalls, isContentCallName, type ContentCallName } from '../../src/content/contract/calls';
import type { ContentSource } from '../content-source/content-source';
import { incompleteRequest, readBodyText } from '../http/client-abort';
import { parseJsonBody } from '../http/json-body';
import { clientKeyOf } from '../http/client-address';
import type { FormAnswer, FormCall } from '../leads/form-handler';
import type { Logger } from '../logger';
import { apiError, jsonAnswer } from './api-error';

/** Resolves `/api/<path>` to a call; `Blogs/details/{blogId}` carries its id in the path. */
export function resolveCall(path: string): { call: ContentCallName; pathParams: Record<string, string> } | null {
  const details = /^Blogs\/details\/([^/]+)$/.exec(path);
  if (details?.[1]) return { call: 'Blogs/details', pathParams: { blogId: decodeURIComponent(details[1]) } };
  return isContentCallName(path) ? { call: path, pathParams: {} } : null;
}

export interface ApiDeps {
  source: ContentSource;
  token: string;
  logger: Logger;
  /** Form calls (enquiries/*) are answered by the lead pipeline. */
  /** `headers`: the request's, for the lead's attribution (its page, experiment variant, campaign). */
  handleForm: (call: FormCall, body: unknown, clientKey: string, headers?: Headers) => Promise<FormAnswer>;
  /** `newsletter/subscribe` is ours, answered from our database (server/newsletter/subscribe.ts). */
  handleNewsletter?: (body: unknown, clientKey: string) => Promise<{ status: number; body: unknown; headers?: Record<string, string> }>;
}

/** POST /api/<call> for every call of the contract, checked against its request schema. */
export function createApiRoutes(deps: ApiDeps) {
  const api = new Hono();

  api.post('/*', async (c) => {
    const path = c.req.path.replace(/^\/api\//, '');
    const resolved = resolveCall(path);
    if (!resolved) return apiError(c, 404, `Unknown call "${path}".`);
    if (c.req.header('token') !== deps.token) return apiError(c, 401, 'Missing or wrong token header.');

    const text = await readBodyText(c);
    if (text === undefined) return incompleteRequest(c);
    let json: unknown = {};
    if (text.trim() !== '') {
      // Depth bounded before anything walks the value (server/http/json-body.ts).
      const body = parseJsonBody(text);
      if (!body.ok) return apiError(c, 400, body.message);
      json = body.value;
    }
    if (json === null || typeof json !== 'object' || Array.isArray(json)) {
      return apiError(c, 400, 'The request body must be a JSON object.');
    }
    const { call, pathParams } = resolved;

    if (call === 'enquiries/register' || call === 'enquiries/lead_contact') {
      // The client's address block as the hardening middleware resolved it (TRUST_PROXY decides on X-Forwarded-For; an IPv6 /64 is one client).
      const answer = await deps.handleForm(call, json, clientKeyOf(c), c.req.raw.headers);
      return jsonAnswer(answer.body, answer.status, answer.headers);
    }

    if (call === 'newsletter/subscribe') {
      if (!deps.handleNewsletter) return apiError(c, 404, `Unknown call "${path}".`);
      const answer = await deps.handleNewsletter(json, clientKeyOf(c));
      return jsonAnswer(answer.body, answer.status, answer.headers);
    }

    const request = contentCalls[call].request.safeParse({ ...json, ...pathParams });
    if (!request.success) {
      const first = request.error.issues[0];
      return apiError(c, 400, `Invalid request: ${first ? `${first.path.join('.') || 'body'}: ${first.message}` : 'bad body'}`);
    }
    try {
      const answer = await deps.source.answer(call, { ...request.data });
      return jsonAnswer(answer.body, answer.status);
    } catch (error) {
      deps.logger.warn({ call, err: error instanceof Error ? error.message : String(error) }, 'content source failed');
      return apiError(c, 502, 'The content service is unavailable. Please try again later.');
    }
  });

  api.all('/*', (c) => apiError(c, 405, 'Use POST for API calls.'));
  return api;
}
