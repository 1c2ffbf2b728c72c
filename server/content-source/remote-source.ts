import ky from 'ky';
import { callPath, type ContentCallName } from '../../src/content/contract/calls';
import { readBoundedText } from '../security/bounded-read';
import type { Logger } from '../logger';
import type { ContentSource } from './content-source';

/**
 * One call may take this long, retry included. A page makes at most two rounds of calls one after
 * the other (the blog post: the list, then the post), so a hung service costs a page about 6.5 s.
 */
export const REMOTE_TIMEOUT_MS = 3_000;

/**
 * The agency's existing back end, speaking the same contract. Bounded: a slow or dead service
 * costs a page at most the timeout (ky's timeout spans its one retry; the signal also covers a
 * body that trickles in after the headers), never a hung request; an answer over 2 MB is refused.
 */
export function createRemoteSource(options: { baseUrl: string; token: string; timeoutMs?: number; logger?: Pick<Logger, 'warn'> }): ContentSource {
  const warn = (details: { call: string; status?: number; err: string }, message: string) => options.logger?.warn(details, message);
  const client = ky.create({
    prefixUrl: options.baseUrl.replace(/\/?$/, '/'),
    timeout: options.timeoutMs ?? REMOTE_TIMEOUT_MS,
    retry: { limit: 1, methods: ['post'], statusCodes: [502, 503, 504] },
    throwHttpErrors: false,
    headers: { token: options.token },
  });
  return {
    kind: 'remote',
    async answer(call: ContentCallName, body: Record<string, unknown>) {
      const { path, body: json } = callPath(call, body);
      const timeoutMs = options.timeoutMs ?? REMOTE_TIMEOUT_MS;
      const response = await client.post(path, { json, signal: AbortSignal.timeout(timeoutMs + 500) });
      const text = await readBoundedText(response).catch((error: unknown) => {
        warn({ call, err: error instanceof Error ? error.message : String(error) }, 'content service answer not read');
        return null;
      });
      if (text === null) return { status: 502, body: { success: false, message: 'The content service answered too slowly or too much.' } };
      try {
        return { status: response.status, body: JSON.parse(text) };
      } catch (error) {
        warn({ call, status: response.status, err: String(error) }, 'content service answered with non-JSON');
        return { status: 502, body: { success: false, message: 'The content service answered with invalid data.' } };
      }
    },
    // The remote service announces no version: the render cache keeps entries for a short time instead.
    version: async () => `remote-${Math.floor(Date.now() / 30_000)}`,
  };
}
