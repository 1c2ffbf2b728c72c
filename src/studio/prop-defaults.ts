import type { z } from 'zod';
import { stableJson } from '../engine/content-key';

/**
 * What each prop of a block is when a section does not set it: its schema's default (a prop that
 * is optional without a default has none). The studio shows these in the settings panel and to the
 * in-place heading editor, so the panel says what the page shows (issue 37), and leaves them out
 * of the request again when they were not changed, so the applied diff stays minimal.
 */
export type PropDefaults = Readonly<Record<string, unknown>>;

type Schema = z.core.$ZodType;

function shapeOf(schema: Schema): Record<string, Schema> {
  const shape: unknown = schema._zod.def.type === 'object' ? Reflect.get(schema._zod.def, 'shape') : undefined;
  return shape && typeof shape === 'object' ? Object.fromEntries(Object.entries(shape)) : {};
}

const cache = new WeakMap<Schema, PropDefaults>();

/** Each prop's default value, by name, for a block's props schema (an object schema). */
export function propDefaults(schema: Schema): PropDefaults {
  const known = cache.get(schema);
  if (known) return known;
  const defaults: Record<string, unknown> = {};
  for (const [name, prop] of Object.entries(shapeOf(schema))) {
    // The schema's own answer for a missing value: its default, or nothing.
    const parsed = (prop as z.ZodType).safeParse(undefined);
    if (parsed.success && parsed.data !== undefined) defaults[name] = parsed.data;
  }
  cache.set(schema, defaults);
  return defaults;
}

/** The props as the page shows them: the section's own, and each default it does not set. */
export function withDefaults(props: Readonly<Record<string, unknown>>, defaults: PropDefaults): Record<string, unknown> {
  const filled: Record<string, unknown> = { ...props };
  for (const [name, value] of Object.entries(defaults)) if (filled[name] === undefined) filled[name] = structuredClone(value);
  return filled;
}

/** Whether `value` is the prop's default (a value left as the panel showed it). */
export const isDefault = (defaults: PropDefaults, name: string, value: unknown) => name in defaults && stableJson(defaults[name]) === stableJson(value);
