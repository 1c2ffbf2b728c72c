import type { Field, Fields } from '@puckeditor/core';
import type { z } from 'zod';
import { jsonField, linesField } from './custom-fields';

/**
 * Puck fields from a block's props schema (the zod schema that also makes the JSON Schema and
 * docs/blocks.md): text, number, yes/no, select for enums, arrays of objects, objects; a list of
 * strings is edited one item per line; anything else (unions, records…) as JSON.
 */
type AnySchema = z.core.$ZodType;

interface Unwrapped {
  schema: AnySchema;
  description: string | undefined;
}

const WRAPPERS = new Set(['optional', 'default', 'prefault', 'nullable', 'readonly', 'catch', 'nonoptional']);

const descriptionOf = (schema: AnySchema): string | undefined => {
  const value: unknown = Reflect.get(schema, 'description');
  return typeof value === 'string' ? value : undefined;
};

/** Strips optional/default/nullable wrappers (and pipes, to their input), keeping the first description. */
export function unwrap(schema: AnySchema): Unwrapped {
  let current = schema;
  let description = descriptionOf(schema);
  for (let depth = 0; depth < 20; depth += 1) {
    const def = current._zod.def;
    if (WRAPPERS.has(def.type) && 'innerType' in def) current = def.innerType as AnySchema;
    else if (def.type === 'pipe' && 'in' in def) current = def.in as AnySchema;
    else break;
    description ??= descriptionOf(current);
  }
  return { schema: current, description };
}

/** "buttonLink" → "Button link". */
export const labelOf = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const optionsOf = (values: readonly unknown[]) =>
  values.filter((value) => ['string', 'number', 'boolean'].includes(typeof value)).map((value) => ({ label: String(value), value: value as string | number | boolean }));

export function fieldFor(schema: AnySchema, name: string): Field {
  const { schema: inner } = unwrap(schema);
  const label = labelOf(name);
  const def = inner._zod.def;
  switch (def.type) {
    case 'string':
      return { type: 'text', label };
    case 'number':
    case 'int':
      return { type: 'number', label };
    case 'boolean':
      return { type: 'radio', label, options: [{ label: 'Yes', value: true }, { label: 'No', value: false }] };
    case 'enum':
      return { type: 'select', label, options: optionsOf(Object.values(Reflect.get(def, 'entries') ?? {})) };
    case 'literal':
      return { type: 'select', label, options: optionsOf(Reflect.get(def, 'values') ?? []) };
    case 'object':
      return { type: 'object', label, objectFields: fieldsFor(inner) };
    case 'array': {
      const element = unwrap(Reflect.get(def, 'element') as AnySchema).schema;
      const elementType = element._zod.def.type;
      if (elementType === 'object') return { type: 'array', label, arrayFields: fieldsFor(element) };
      if (elementType === 'string') return linesField(label);
      return jsonField(label);
    }
    default:
      return jsonField(label);
  }
}

/** One field per prop of an object schema; a schema that is not an object has no fields. */
export function fieldsFor(schema: AnySchema): Fields {
  const { schema: inner } = unwrap(schema);
  const shape: unknown = inner._zod.def.type === 'object' ? Reflect.get(inner._zod.def, 'shape') : undefined;
  if (!shape || typeof shape !== 'object') return {};
  return Object.fromEntries(Object.entries(shape).map(([name, prop]) => [name, fieldFor(prop as AnySchema, name)]));
}

/** Each prop's description, for the help beside the fields. */
export function propDescriptions(schema: AnySchema): { name: string; label: string; description: string }[] {
  const { schema: inner } = unwrap(schema);
  const shape: unknown = inner._zod.def.type === 'object' ? Reflect.get(inner._zod.def, 'shape') : undefined;
  if (!shape || typeof shape !== 'object') return [];
  return Object.entries(shape).flatMap(([name, prop]) => {
    const description = unwrap(prop as AnySchema).description;
    return description ? [{ name, label: labelOf(name), description }] : [];
  });
}
