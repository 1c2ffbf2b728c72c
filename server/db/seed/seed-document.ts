import type { ContentCallName } from '../../../src/content/contract/calls';

/**
 * One stored answer of the content service: the response body that `call` returns for the request
 * identified by `key` (the pageId, blogId, monthId or countryId as text; '' for calls without one).
 */
export interface SeedDocument {
  call: ContentCallName;
  key: string;
  body: unknown;
}

export const doc = (call: ContentCallName, key: string | number, data: unknown): SeedDocument => ({
  call,
  key: String(key),
  body: { success: true, data },
});
