import { z } from 'zod';
import { isPlainObject } from '../lib/plain-data';

/**
 * The JSON Schema an editor reads through a config's "$schema": generated from the same zod
 * schemas the check uses, so completion, hover text (`.describe()`) and red squiggles agree with
 * `npm run check:configs`. Input side: a prop with a default is optional to write.
 */
export interface EditorSchemaOptions {
  title: string;
  description: string;
}

type JsonObject = Record<string, unknown>;

export function toEditorJsonSchema(schema: z.ZodType, options: EditorSchemaOptions): JsonObject {
  const generated = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  const json: JsonObject = JSON.parse(JSON.stringify(generated));
  closeSectionProps(json);
  const { $schema, ...rest } = json;
  return {
    $schema,
    title: options.title,
    description: options.description,
    ...rest,
    // "$schema" is how the file names this schema: describe it rather than leave it bare.
    properties: isPlainObject(rest.properties)
      ? {
          ...rest.properties,
          ...(isPlainObject(rest.properties.$schema)
            ? { $schema: { type: 'string', description: 'The JSON Schema editors use to complete and check this file.' } }
            : {}),
        }
      : rest.properties,
  };
}

/**
 * A block's props object strips unknown keys at runtime (zod's default), which would let a
 * misspelt prop pass silently; the editor should flag it instead, as the config check does.
 */
function closeSectionProps(json: JsonObject) {
  const properties = isPlainObject(json.properties) ? json.properties : undefined;
  const sections = properties && isPlainObject(properties.sections) ? properties.sections : undefined;
  const items = sections && isPlainObject(sections.items) ? sections.items : undefined;
  const variants = items && Array.isArray(items.oneOf) ? items.oneOf : items && Array.isArray(items.anyOf) ? items.anyOf : [];
  for (const variant of variants) {
    const props = isPlainObject(variant) && isPlainObject(variant.properties) ? variant.properties.props : undefined;
    if (isPlainObject(props) && props.type === 'object' && props.additionalProperties === undefined) {
      props.additionalProperties = false;
    }
  }
}

/** The file's text: stable key order from the schemas, two-space indent, final newline. */
export function jsonSchemaText(json: JsonObject): string {
  return `${JSON.stringify(json, null, 2)}\n`;
}
