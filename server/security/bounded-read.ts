/** What the remote content service may send for one call; the biggest demo answer is far below. */
export const MAX_REMOTE_ANSWER_BYTES = 2 * 1024 * 1024;

export class AnswerTooLargeError extends Error {}

/**
 * Reads a response body as text, refusing (and cancelling the download) once it passes
 * `maxBytes`: a broken or hostile service cannot make the server buffer hundreds of megabytes,
 * nor push them into a page's hydration data.
 */
export async function readBoundedText(response: Response, maxBytes = MAX_REMOTE_ANSWER_BYTES): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new AnswerTooLargeError(`answer of ${declared} bytes is over the ${maxBytes} byte limit`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new AnswerTooLargeError(`answer is over the ${maxBytes} byte limit`);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}
