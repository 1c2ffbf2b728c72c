import type { z } from 'zod';
import type { BlockModule } from '../engine/block';
import { LIST_PLACEHOLDERS, TEXT_PLACEHOLDERS } from '../shared/section-placeholders';
import { unwrap } from './zod-puck-fields';

/**
 * What a section brings when a marketer adds it: the block's example props (its pictures, links
 * and settings) with every text a visitor would read replaced by a placeholder that says what to
 * write, so a cruise example's heading does not land on a ski page, and a heading level of 2
 * (the page's banner holds its one main heading).
 */
type Block = BlockModule['block'];

const shapeOf = (schema: z.core.$ZodType): Record<string, z.core.$ZodType> => {
  const inner = unwrap(schema).schema;
  const shape: unknown = inner._zod.def.type === 'object' ? Reflect.get(inner._zod.def, 'shape') : undefined;
  return shape && typeof shape === 'object' ? Object.fromEntries(Object.entries(shape)) : {};
};

const typeOf = (schema: z.core.$ZodType) => unwrap(schema).schema._zod.def.type;

export function newSectionProps(block: Block): Record<string, unknown> {
  const props: Record<string, unknown> = { ...(block.example?.props ?? {}) };
  for (const [name, schema] of Object.entries(shapeOf(block.props))) {
    const type = typeOf(schema);
    const text = TEXT_PLACEHOLDERS[name];
    const list = LIST_PLACEHOLDERS[name];
    if (text && type === 'string') props[name] = text;
    else if (list && type === 'array' && Array.isArray(props[name])) props[name] = list;
    else if (name === 'headingLevel') props[name] = 2;
  }
  // Only values the block accepts: a placeholder that breaks a rule of the schema is left out.
  return block.props.safeParse(props).success ? props : { ...(block.example?.props ?? {}) };
}
