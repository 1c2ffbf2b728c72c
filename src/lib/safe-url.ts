/**
 * Links and image sources that come from content are only allowed as http(s) or site-relative,
 * so a hostile content service can never put a `javascript:` or `data:` URL into the DOM.
 */
export function isSafeUrl(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === '#') return trimmed === '#';
  if (trimmed.startsWith('//')) return false; // protocol-relative: another origin in disguise
  if (trimmed.startsWith('/') || trimmed.startsWith('#') || trimmed.startsWith('?')) return true;
  return /^https?:\/\//i.test(trimmed);
}

/** Returns the URL when it is safe, otherwise undefined. */
export function safeUrl(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  return isSafeUrl(value) ? value.trim() : undefined;
}
