import useSWR from 'swr';
import type { ContentReader } from '../engine/block';
import { checkedAnswerKey } from '../engine/content-key';
import type { CallRequest, CallResponse, ContentCallName } from './contract/calls';
import { browserReader } from './client';

/**
 * Reads a call and checks the answer against the contract. The contract's schemas load with the
 * first answer checked here: a page as the server rendered it hydrates from checked, embedded
 * answers, so the browser needs them only for what it fetches itself.
 */
async function readChecked<C extends ContentCallName>(read: ContentReader, call: C, body: unknown): Promise<CallResponse<C> | null> {
  const [raw, { checkCallAnswer }] = await Promise.all([read(call, body), import('./call-answer')]);
  return checkCallAnswer(call, raw);
}

/**
 * Server side: reads a call for the chrome and returns its checked answer under its hook's key,
 * for the page's embedded data (SWR's fallback).
 */
export async function prefetchCall<C extends ContentCallName>(
  read: ContentReader,
  call: C,
  body: CallRequest<C>,
): Promise<Record<string, unknown>> {
  return { [checkedAnswerKey(call, body)]: await readChecked(read, call, body) };
}

/**
 * A call read by the chrome (outside the page's sections): the checked answer, embedded by the
 * server under the same key or fetched, null when the call failed or answered outside the
 * contract. It revalidates on focus and reconnect like every SWR key of the page.
 */
function useContentCall<C extends ContentCallName>(call: C, body: CallRequest<C>): { data: CallResponse<C> | null } {
  const { data } = useSWR<CallResponse<C> | null>(checkedAnswerKey(call, body), () => readChecked(browserReader, call, body));
  return { data: data ?? null };
}

/** The footer's regions (src/site/region-select.tsx). */
export const useRegions = () => useContentCall('pages/regions', {});
