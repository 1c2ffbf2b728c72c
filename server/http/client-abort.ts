import type { Context } from 'hono';
import { refusal } from './refusal';

export const INCOMPLETE_REQUEST_MESSAGE = 'The request did not arrive completely.';

/**
 * A client that hangs up while sending its body (a closed tab, a dropped mobile connection) makes
 * the body read fail with "aborted". That is the client's doing, not an error of ours: answered
 * 400 (which nobody receives) and logged at info by the request log, never as a 500.
 */
export function isClientAbort(c: Context, error: unknown): boolean {
  if (c.req.raw.signal.aborted) return true;
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return code === 'ECONNRESET' || (error instanceof Error && error.message === 'aborted');
}

/** Reads the body as text; undefined when the client hung up before it arrived (the error is rethrown otherwise). */
export async function readBodyText(c: Context): Promise<string | undefined> {
  try {
    return await c.req.text();
  } catch (error) {
    if (isClientAbort(c, error)) return undefined;
    throw error;
  }
}

export const incompleteRequest = (c: Context) => refusal(c, 400, INCOMPLETE_REQUEST_MESSAGE);
