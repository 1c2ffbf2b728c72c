import type { ContentCallName } from '../../src/content/contract/calls';

/**
 * Which request field identifies a stored answer: the embedded store keeps one document per
 * (call, key). Calls without a parameter have the empty key.
 */
const keyFields: Partial<Record<ContentCallName, string>> = {
  'pages/get': 'pageId',
  'Blogs/details': 'blogId',
  'pages/monthPageDetails': 'monthId',
  'pages/CountryPageDetails': 'countryId',
};

export function docKey(call: ContentCallName, body: Record<string, unknown>): string {
  const field = keyFields[call];
  if (!field) return '';
  const value = body[field];
  return value === undefined || value === null ? '' : String(value);
}
