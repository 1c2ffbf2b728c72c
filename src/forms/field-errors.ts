import type { z } from 'zod';

/** One message per field, keyed by the form's field names. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * The first message of each field a zod error names, for the fields given; a request field that
 * the form calls differently is renamed through `rename`.
 */
export function firstIssueByField<Field extends string>(
  error: z.ZodError,
  fields: readonly Field[],
  rename: Record<string, Field> = {},
): FieldErrors<Field> {
  const isField = (key: string): key is Field => (fields as readonly string[]).includes(key);
  const errors: FieldErrors<Field> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    const field = rename[key] ?? (isField(key) ? key : undefined);
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** The first field, in form order, that has a message. */
export function firstInvalidField<Field extends string>(errors: FieldErrors<Field>, order: readonly Field[]): Field | undefined {
  return order.find((field) => errors[field] !== undefined);
}
