import type { z } from 'zod';

/** Rows are data from outside the process: parse them, never cast them. */
export function parseRows<T extends z.ZodType>(schema: T, result: { rows: unknown[] }): z.infer<T>[] {
  return result.rows.map((row) => schema.parse(row));
}
