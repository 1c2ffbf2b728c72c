import { contentCalls, isContentCallName } from '../../src/content/contract/calls';
import type { ContentReader } from '../../src/engine/block';
import type { ContentSource } from './content-source';

/**
 * The reader server-side rendering uses: the same calls as the browser, straight to the content
 * source (no HTTP hop), with the spec's wrapper semantics: null on any failure, logged.
 */
export function createServerReader(source: ContentSource, warn: (message: string) => void): ContentReader {
  return async (call, body) => {
    if (!isContentCallName(call)) {
      warn(`[content] unknown call "${call}"`);
      return null;
    }
    const request = contentCalls[call].request.safeParse(body ?? {});
    if (!request.success) {
      warn(`[content] ${call}: invalid request ${request.error.issues[0]?.message ?? ''}`);
      return null;
    }
    try {
      const answer = await source.answer(call, { ...request.data });
      if (answer.status >= 200 && answer.status < 300) return answer.body;
      warn(`[content] ${call} answered HTTP ${answer.status}`);
      return null;
    } catch (error) {
      warn(`[content] ${call} failed: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  };
}
