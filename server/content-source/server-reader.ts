import { contentCalls, isContentCallName } from '../../src/content/contract/calls';
import type { ContentReader } from '../../src/engine/block';
import type { Logger } from '../logger';
import type { ContentSource } from './content-source';

/**
 * The reader server-side rendering uses: the same calls as the browser, straight to the content
 * source (no HTTP hop), with the spec's wrapper semantics: null on any failure, logged.
 */
export function createServerReader(source: ContentSource, logger: Pick<Logger, 'warn'>): ContentReader {
  const warn = (details: Record<string, unknown>, message: string) => logger.warn(details, message);
  return async (call, body) => {
    if (!isContentCallName(call)) {
      warn({ call: call.slice(0, 100) }, 'content: unknown call');
      return null;
    }
    const request = contentCalls[call].request.safeParse(body ?? {});
    if (!request.success) {
      warn({ call, err: request.error.issues[0]?.message ?? '' }, 'content: invalid request');
      return null;
    }
    try {
      const answer = await source.answer(call, { ...request.data });
      if (answer.status >= 200 && answer.status < 300) return answer.body;
      warn({ call, status: answer.status }, 'content: call answered with an error status');
      return null;
    } catch (error) {
      warn({ call, err: error instanceof Error ? error.message : String(error) }, 'content: call failed');
      return null;
    }
  };
}
