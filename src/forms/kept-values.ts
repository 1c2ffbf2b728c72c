/** A fresh form's values: every field empty but those `starting` names (e.g. people "1"). */
export function emptyValues<Field extends string>(fields: readonly Field[], starting: Partial<Record<Field, string>> = {}): Record<Field, string> {
  // Object.fromEntries types its keys as string: the names are the fields given.
  return Object.fromEntries(fields.map((field) => [field, starting[field] ?? ''])) as Record<Field, string>;
}

/**
 * The kept input of a form after a post without JavaScript, for the form's first render. The
 * values are the server's own output (already checked there), so this reader needs no schema:
 * it keeps the form's fields that hold text and starts every other field from its empty value.
 * Zod-free on purpose: it runs while the page hydrates, before any checks are loaded.
 */
export function keptValues<Field extends string>(
  fields: readonly Field[],
  empty: Readonly<Record<Field, string>>,
  kept: Readonly<Record<string, unknown>> | null | undefined,
): Record<Field, string> {
  const values: Record<Field, string> = { ...empty };
  if (!kept) return values;
  for (const field of fields) {
    const value = Object.hasOwn(kept, field) ? kept[field] : undefined;
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}
