/**
 * Telephone codes once each ("+1 United States, Canada"): the form sends the code itself.
 * Zod-free: the enquiry form lists them while the page hydrates (the codes come in the block's
 * content, which the server has already checked).
 */
export function distinctDialCodes(codes: readonly { name: string; code: string }[]): { code: string; label: string }[] {
  const byCode = new Map<string, string[]>();
  for (const { name, code } of codes) byCode.set(code, [...(byCode.get(code) ?? []), name]);
  return [...byCode].map(([code, names]) => ({ code, label: `${code} ${names.join(', ')}` }));
}
