import type { Field, Fields } from '@puckeditor/core';
import type { z } from 'zod';
import { jsonField, linesField, switchField } from './custom-fields';
import { fieldHelp, fieldLabel } from './block-help';
import { labelOf } from './field-label';
import { imageField } from './image-picker-field';
import { isImageProp } from '../shared/image-props';

export { labelOf };

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


const optionsOf = (values: readonly unknown[]) =>
  values.filter((value) => ['string', 'number', 'boolean'].includes(typeof value)).map((value) => ({ label: String(value), value: value as string | number | boolean }));

/** The heading level's choices in words (the schema allows 1 and 2 on static text). */
const HEADING_LEVELS: Record<string, string> = {
  '1': "Heading 1: the page's main heading",
  '2': 'Heading 2: a section heading',
  '3': 'Heading 3: a sub-heading',
};

/** "title" (a list item's own words) first: the list shows each item by its content, not "Item #0". */
const SUMMARY_PROPS = ['heading', 'title', 'name', 'label', 'question', 'text', 'quote', 'author', 'href'];

export function itemSummary(item: unknown, index = 0): string {
  for (const name of SUMMARY_PROPS) {
    const value: unknown = item && typeof item === 'object' ? Reflect.get(item, name) : undefined;
    if (typeof value === 'string' && value.trim() !== '') return value.trim().length > 50 ? `${value.trim().slice(0, 49)}…` : value.trim();
  }
  return `Item ${index + 1}`;
}

const literalValues = (schema: AnySchema): unknown[] | undefined => {
  const options: unknown = Reflect.get(schema._zod.def, 'options');
  if (!Array.isArray(options)) return undefined;
  const values: unknown[] = [];
  for (const option of options as AnySchema[]) {
    const def = unwrap(option).schema._zod.def;
    if (def.type !== 'literal') return undefined;
    values.push(...((Reflect.get(def, 'values') as unknown[] | undefined) ?? []));
  }
  return values;
};

/** A prop's field; `type` is the block's (its settings named and explained for a marketer: block-help.ts). */
export function fieldFor(schema: AnySchema, name: string, type?: string): Field {
  const { schema: inner, description: own } = unwrap(schema);
  const label = fieldLabel(type, name);
  const description = own === undefined ? undefined : fieldHelp(type ?? '', name, own);
  const def = inner._zod.def;
  switch (def.type) {
    case 'string':
      return isImageProp(name) ? imageField(label) : { type: 'text', label };
    case 'number':
    case 'int':
      return { type: 'number', label };
    case 'boolean':
      return switchField(label, description);
    case 'enum':
      return { type: 'select', label, options: optionsOf(Object.values(Reflect.get(def, 'entries') ?? {})) };
    case 'literal':
      return { type: 'select', label, options: optionsOf(Reflect.get(def, 'values') ?? []) };
    case 'union': {
      const values = literalValues(inner);
      if (!values) return jsonField(label);
      const options = optionsOf(values);
      return { type: 'select', label, options: name === 'headingLevel' ? options.map((option) => ({ ...option, label: HEADING_LEVELS[String(option.value)] ?? option.label })) : options };
    }
    case 'object':
      return { type: 'object', label, objectFields: fieldsFor(inner) };
    case 'array': {
      const element = unwrap(Reflect.get(def, 'element') as AnySchema).schema;
      const elementType = element._zod.def.type;
      if (elementType === 'object') return { type: 'array', label, arrayFields: fieldsFor(element), getItemSummary: (item: unknown, index?: number) => itemSummary(item, index) };
      if (elementType === 'string') return linesField(label);
      return jsonField(label);
    }
    default:
      return jsonField(label);
  }
}

/** One field per prop of an object schema (a block's, when `type` is given); a schema that is not an object has no fields. */
export function fieldsFor(schema: AnySchema, type?: string): Fields {
  const { schema: inner } = unwrap(schema);
  const shape: unknown = inner._zod.def.type === 'object' ? Reflect.get(inner._zod.def, 'shape') : undefined;
  if (!shape || typeof shape !== 'object') return {};
  return Object.fromEntries(Object.entries(shape).map(([name, prop]) => [name, fieldFor(prop as AnySchema, name, type)]));
}

/** Each prop's description in a marketer's words (block-help.ts), for the help beside the fields. */
export function propDescriptions(schema: AnySchema, type: string): { name: string; label: string; description: string }[] {
  const { schema: inner } = unwrap(schema);
  const shape: unknown = inner._zod.def.type === 'object' ? Reflect.get(inner._zod.def, 'shape') : undefined;
  if (!shape || typeof shape !== 'object') return [];
  return Object.entries(shape).flatMap(([name, prop]) => {
    const description = unwrap(prop as AnySchema).description;
    return description ? [{ name, label: fieldLabel(type, name), description: fieldHelp(type, name, description) }] : [];
  });
}
