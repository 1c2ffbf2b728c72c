
/**
 * The names of the content API's calls and their paths, without their schemas: what the
 * browser's client needs on every page, while the schemas (src/content/contract/calls.ts) load
 * only when the browser checks an answer it fetched itself.
 */
export const CONTENT_CALL_NAMES = [
  'pages/get',
  'pages/regions',
  'testimonials/testimonial_list',
  'Blogs/list',
  'Blogs/details',
  'pages/monthPageDetails',
  'pages/CountryPageDetails',
  'pages/country',
  'pages/destinations',
  'pages/telephone_code',
  'pages/specialities_list',
  'enquiries/register',
  'enquiries/lead_contact',
  'newsletter/subscribe',
] as const;

export type ContentCallName = (typeof CONTENT_CALL_NAMES)[number];

const names: ReadonlySet<string> = new Set(CONTENT_CALL_NAMES);

export function isContentCallName(name: string): name is ContentCallName {
  return names.has(name);
}

/** The blog id of a `Blogs/details` body: a number, or text of at most 200 characters. */
function blogIdOf(body: unknown): string {
  const blogId = typeof body === 'object' && body !== null && 'blogId' in body ? body.blogId : undefined;
  if (typeof blogId === 'number' && Number.isInteger(blogId)) return String(blogId);
  if (typeof blogId === 'string' && blogId.length <= 200) return blogId;
  throw new Error('Blogs/details needs a blogId (a whole number or text)');
}

/** Calls whose path carries a parameter instead of the body. */
export function callPath(call: ContentCallName, body: unknown): { path: string; body: unknown } {
  if (call === 'Blogs/details') return { path: `Blogs/details/${encodeURIComponent(blogIdOf(body))}`, body: {} };
  return { path: call, body };
}

export { contentKey } from '../../engine/content-key';
