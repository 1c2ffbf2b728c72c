import { z } from 'zod';
import type { BlockDefinition, BlockModule } from '../../engine/block';
import { isPlainObject } from '../../lib/plain-data';

/**
 * docs/blocks.md, generated from the registry: what each block shows, its props (type, default,
 * description), the content fields it reads (from its content schema) and an example section.
 * Everything comes from the block definitions, so the catalogue cannot drift from the code.
 */
type Json = Record<string, unknown>;


function toJson(schema: z.ZodType): Json {
  // Input side: what a config writes (defaults optional) and what the content source sends.
  return JSON.parse(JSON.stringify(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })));
}

/** Follows a local "$ref" into the document's "$defs". */
function deref(node: unknown, root: Json): Json {
  if (!isPlainObject(node)) return {};
  const ref = node.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/$defs/') && isPlainObject(root.$defs)) {
    return deref(root.$defs[ref.slice('#/$defs/'.length)], root);
  }
  return node;
}

const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** A short type name: string, number, boolean, "a" | "b", list of …, object. */
export function typeName(node: unknown, root: Json): string {
  const schema = deref(node, root);
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const union = Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : undefined;
  if (union) return [...new Set(union.map((n) => typeName(n, root)))].join(' or ');
  if (schema.type === 'array') return `list of ${typeName(schema.items, root)}`;
  if (schema.type === 'integer') return 'integer';
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type)) return schema.type.join(' or ');
  return 'any';
}

function propsTable(block: BlockDefinition<unknown, unknown>): string {
  const root = toJson(block.props);
  const properties = isPlainObject(root.properties) ? root.properties : {};
  const names = Object.keys(properties);
  if (names.length === 0) return 'No props.';
  const required = new Set(Array.isArray(root.required) ? root.required : []);
  const rows = names.map((name) => {
    const prop = deref(properties[name], root);
    const fallback = prop.default !== undefined ? code(JSON.stringify(prop.default)) : required.has(name) ? 'required' : '—';
    const description = typeof prop.description === 'string' ? prop.description : '';
    return `| ${code(name)} | ${cell(typeName(prop, root))} | ${cell(fallback)} | ${cell(description)} |`;
  });
  return ['| prop | type | default | description |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

/** The fields of the content the block reads, as a nested list (two levels deep is enough to read). */
function contentFields(block: BlockDefinition<unknown, unknown>): string {
  if (!block.content) return 'Reads no content.';
  const root = toJson(block.content.schema);
  const lines: string[] = [];
  const walk = (node: unknown, depth: number, prefix: string) => {
    let schema = deref(node, root);
    const union = Array.isArray(schema.anyOf) ? schema.anyOf.map((n) => deref(n, root)) : [];
    const objectInUnion = union.find((n) => n.type === 'object' || n.type === 'array');
    if (objectInUnion) schema = objectInUnion;
    if (schema.type === 'array') {
      lines.push(`${prefix}a list; each item:`);
      walk(schema.items, depth, prefix);
      return;
    }
    if (schema.type !== 'object' || !isPlainObject(schema.properties)) {
      lines.push(`${prefix}${typeName(schema, root)}`);
      return;
    }
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    for (const [name, child] of Object.entries(schema.properties)) {
      const resolved = deref(child, root);
      const description = typeof resolved.description === 'string' ? ` — ${resolved.description}` : '';
      lines.push(`${'  '.repeat(depth)}- ${code(name)}: ${typeName(resolved, root)}${required.has(name) ? '' : ' (optional)'}${description}`);
      const nested = resolved.type === 'array' ? deref(resolved.items, root) : resolved;
      if (depth < 2 && nested.type === 'object' && isPlainObject(nested.properties)) walk(nested, depth + 1, '');
    }
  };
  walk(root, 0, '');
  return lines.map((line) => (line.startsWith('-') || line.startsWith(' ') ? line : `${line}\n`)).join('\n');
}

function exampleSection(block: BlockDefinition<unknown, unknown>): string {
  const section: Json = { id: block.type, type: block.type };
  if (block.example?.props && Object.keys(block.example.props).length > 0) section.props = block.example.props;
  return ['```json', JSON.stringify(section, null, 2), '```'].join('\n');
}

export function renderBlockDocs(blocks: readonly BlockModule['block'][]): string {
  const sorted = [...blocks].sort((a, b) => a.type.localeCompare(b.type));
  const parts = [
    '# Blocks',
    '',
    '<!-- Generated from the block registry by `npm run generate:docs`; do not edit by hand. -->',
    '',
    `${sorted.length} block${sorted.length === 1 ? '' : 's'}. Each is a folder in \`src/blocks/<type>/\`; a page config lists them in \`sections\` ` +
      '(see `docs/adding-a-page.md`). In development, `/__blocks?width=390` shows each one rendered from its example ' +
      'fixture, and `?outline` on any page labels its sections.',
    '',
    sorted.map((block) => `[${block.type}](#${block.type})`).join(' · '),
    '',
  ];
  for (const block of sorted) {
    parts.push(
      `## ${block.type}`,
      '',
      block.description,
      '',
      '**Props**',
      '',
      propsTable(block),
      '',
      '**Content it reads**',
      '',
      contentFields(block),
      '',
      '**Example section**',
      '',
      exampleSection(block),
      '',
    );
  }
  return `${parts.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}
