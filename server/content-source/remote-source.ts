import ky from 'ky';
import { callPath, type ContentCallName } from '../../src/content/contract/calls';
import type { ContentSource } from './content-source';

/**
 * The agency's existing back end, speaking the same contract. Bounded: a slow or dead service
 * costs a page at most the timeout (plus one retry), never a hung request.
 */
export function createRemoteSource(options: { baseUrl: string; token: string; timeoutMs?: number }): ContentSource {
  const client = ky.create({
    prefixUrl: options.baseUrl.replace(/\/?$/, '/'),
    timeout: options.timeoutMs ?? 4_000,
    retry: { limit: 1, methods: ['post'], statusCodes: [502, 503, 504] },
    throwHttpErrors: false,
    headers: { token: options.token },
  });
  return {
    kind: 'remote',
    async answer(call: ContentCallName, body: Record<string, unknown>) {
      const { path, body: json } = callPath(call, body);
      const response = await client.post(path, { json });
      const text = await response.text();
      try {
        return { status: response.status, body: JSON.parse(text) };
      } catch (error) {
        console.warn(`[remote] ${call} answered ${response.status} with non-JSON: ${String(error)}`);
        return { status: 502, body: { success: false, message: 'The content service answered with invalid data.' } };
      }
    },
    // The remote service announces no version: the render cache keeps entries for a short time instead.
    version: async () => `remote-${Math.floor(Date.now() / 30_000)}`,
  };
}
