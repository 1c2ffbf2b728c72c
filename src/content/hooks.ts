import useSWR from 'swr';
import type { ContentReader } from '../engine/block';
import { contentKey, type ContentCallName } from './contract/call-names';
import type { CallRequest, CallResponse } from './contract/calls';
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
 * for the page's embedded data.
 */
export async function prefetchCall<C extends ContentCallName>(
  read: ContentReader,
  call: C,
  body: CallRequest<C>,
): Promise<Record<string, unknown>> {
  return { [contentKey(call, body)]: await readChecked(read, call, body) };
}

/**
 * One SWR hook per call: the checked answer (embedded by the server under the same key, or
 * fetched), null when the call failed or answered outside the contract.
 */
export function useContentCall<C extends ContentCallName>(
  call: C,
  body: CallRequest<C> | null,
): { data: CallResponse<C> | null; isLoading: boolean; failed: boolean } {
  const key = body === null ? null : contentKey(call, body);
  const { data, isLoading } = useSWR<CallResponse<C> | null>(key, () => readChecked(browserReader, call, body));
  return { data: data ?? null, isLoading, failed: data === null };
}

export const usePageContent = (pageId: number | null) =>
  useContentCall('pages/get', pageId === null ? null : { pageId });
export const useRegions = () => useContentCall('pages/regions', {});
export const useTestimonialList = () => useContentCall('testimonials/testimonial_list', {});
export const useBlogList = () => useContentCall('Blogs/list', {});
export const useBlogDetails = (blogId: string | number | null) =>
  useContentCall('Blogs/details', blogId === null ? null : { blogId });
export const useMonthDetails = (monthId: string | number | null) =>
  useContentCall('pages/monthPageDetails', monthId === null ? null : { monthId });
export const useCountryDetails = (countryId: string | number | null) =>
  useContentCall('pages/CountryPageDetails', countryId === null ? null : { countryId });
export const useCountries = () => useContentCall('pages/country', {});
export const useDestinations = () => useContentCall('pages/destinations', {});
export const useTelephoneCodes = () => useContentCall('pages/telephone_code', {});
export const useSpecialitiesList = () => useContentCall('pages/specialities_list', {});
