import { contentCalls, type CallResponse, type ContentCallName } from './contract/calls';

/**
 * A call's answer checked against the contract: the parsed answer, or null when the call failed
 * (the reader logged why) or answered outside the contract (logged here). The server embeds this
 * for the chrome's hooks; the browser computes it for answers it fetches itself.
 */
export function checkCallAnswer<C extends ContentCallName>(call: C, raw: unknown): CallResponse<C> | null {
  if (raw === undefined || raw === null) return null;
  const parsed = contentCalls[call].response.safeParse(raw);
  if (!parsed.success) {
    console.warn(`[content] ${call} answered outside the contract: ${parsed.error.issues[0]?.message ?? ''}`);
    return null;
  }
  // The table's schema for this call; TypeScript cannot narrow the union by the generic key.
  return parsed.data as CallResponse<C>;
}
