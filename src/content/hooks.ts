import { useMemo } from 'react';
import useSWR from 'swr';
import { contentCalls, contentKey, type CallRequest, type CallResponse, type ContentCallName } from './contract/calls';
import { fetchContent } from './client';

/**
 * One SWR hook per call. The fetcher returns the raw answer (the server embeds raw answers under
 * the same key); the hook parses it with the contract, so a bad answer is null plus one warning.
 */
export function useContentCall<C extends ContentCallName>(
  call: C,
  body: CallRequest<C> | null,
): { data: CallResponse<C> | null; isLoading: boolean; failed: boolean } {
  const key = body === null ? null : contentKey(call, body);
  const { data: raw, isLoading } = useSWR<unknown>(key, () => fetchContent(call, body));
  const data = useMemo(() => {
    if (raw === undefined || raw === null) return null;
    const parsed = contentCalls[call].response.safeParse(raw);
    if (!parsed.success) {
      console.warn(`[content] ${call} answered outside the contract: ${parsed.error.issues[0]?.message ?? ''}`);
      return null;
    }
    // The table's schema for this call; TypeScript cannot narrow the union by the generic key.
    return parsed.data as CallResponse<C>;
  }, [call, raw]);
  return { data, isLoading, failed: raw === null || (raw !== undefined && data === null) };
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
