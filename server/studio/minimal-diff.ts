import { isDeepStrictEqual } from 'node:util';
import { isPlainObject } from '../../src/lib/plain-data';
import { applyEdits, findNodeAtLocation, modify, parse, parseTree, type FormattingOptions, type Node } from 'jsonc-parser';

/**
 * Writes a proposed page config into the text of its file with the smallest change: sections that
 * did not change keep their text byte for byte (one-line or spread over lines), a moved section
 * moves as it is, an edited one changes only the values that differ, and other keys keep their
 * order and indentation. So `git diff` shows the moved or edited sections and nothing else.
 */
export function applyWithMinimalDiff(original: string, proposed: Record<string, unknown>): string {
  const formatting = formattingOf(original);
  let text = replaceSections(original, proposed.sections, formatting);
  const before = asRecord(parse(text)) ?? {};
  for (const key of Object.keys(before)) {
    if (key !== 'sections' && !Object.hasOwn(proposed, key)) text = edit(text, [key], undefined, formatting);
  }
  for (const [key, value] of Object.entries(proposed)) {
    if (key !== 'sections' && !isDeepStrictEqual(before[key], value)) text = edit(text, [key], value, formatting);
  }
  return text;
}

type JsonPath = (string | number)[];

function edit(text: string, path: JsonPath, value: unknown, formattingOptions: FormattingOptions): string {
  return applyEdits(text, modify(text, path, value, { formattingOptions }));
}

/** The file's indentation unit (two spaces in this project) and line ends. */
function formattingOf(text: string): FormattingOptions {
  const indent = /\n( +|\t)"/.exec(text)?.[1] ?? '  ';
  return { insertSpaces: indent !== '\t', tabSize: indent === '\t' ? 1 : indent.length, eol: text.includes('\r\n') ? '\r\n' : '\n' };
}

function replaceSections(text: string, sections: unknown, formatting: FormattingOptions): string {
  const tree = parseTree(text);
  const arrayNode = tree ? findNodeAtLocation(tree, ['sections']) : undefined;
  const elements = arrayNode?.type === 'array' ? (arrayNode.children ?? []) : [];
  const first = elements[0];
  const last = elements.at(-1);
  if (!Array.isArray(sections) || !first || !last) return edit(text, ['sections'], sections, formatting);

  const lineStart = text.lastIndexOf('\n', first.offset) + 1;
  const indent = text.slice(lineStart, first.offset);
  const originals = new Map<string, { text: string; value: unknown }>();
  for (const element of elements) {
    const value: unknown = parse(text.slice(element.offset, element.offset + element.length));
    const id = asRecord(value)?.id;
    if (typeof id === 'string') originals.set(id, { text: sliceOf(text, element), value });
  }
  const pieces = sections.map((section) => {
    const id = asRecord(section)?.id;
    const original = typeof id === 'string' ? originals.get(id) : undefined;
    if (!original) return newSectionText(section, indent, formatting);
    if (isDeepStrictEqual(original.value, section)) return original.text;
    return editSection(original.text, original.value, section, formatting);
  });
  const eol = formatting.eol ?? '\n';
  return text.slice(0, first.offset) + pieces.join(`,${eol}${indent}`) + text.slice(last.offset + last.length);
}

const sliceOf = (text: string, node: Node) => text.slice(node.offset, node.offset + node.length);

/** Edits the values that differ inside one section's own text, one prop at a time. */
function editSection(text: string, before: unknown, after: unknown, formatting: FormattingOptions): string {
  const from = asRecord(before) ?? {};
  const to = asRecord(after) ?? {};
  let result = text;
  for (const key of new Set([...Object.keys(from), ...Object.keys(to)])) {
    if (isDeepStrictEqual(from[key], to[key])) continue;
    const fromProps = asRecord(from[key]);
    const toProps = asRecord(to[key]);
    if (key === 'props' && fromProps && toProps) {
      for (const prop of new Set([...Object.keys(fromProps), ...Object.keys(toProps)])) {
        if (!isDeepStrictEqual(fromProps[prop], toProps[prop])) result = edit(result, [key, prop], toProps[prop], formatting);
      }
    } else {
      result = edit(result, [key], to[key], formatting);
    }
  }
  return result;
}

/** A new section in this project's one-line style, `{ "id": "x", "type": "y", "props": { … } }`. */
export function inlineJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inlineJson).join(', ')}]`;
  const record = asRecord(value);
  if (record) {
    const entries = Object.entries(record).filter(([, item]) => item !== undefined);
    return entries.length ? `{ ${entries.map(([key, item]) => `${JSON.stringify(key)}: ${inlineJson(item)}`).join(', ')} }` : '{}';
  }
  return JSON.stringify(value) ?? 'null';
}

/** A new section on one line when it is short, else spread over lines indented like its neighbours. */
function newSectionText(section: unknown, indent: string, formatting: FormattingOptions): string {
  const oneLine = inlineJson(section);
  if (indent.length + oneLine.length <= 140) return oneLine;
  const unit = formatting.insertSpaces ? ' '.repeat(formatting.tabSize ?? 2) : '\t';
  return JSON.stringify(section, null, unit).split('\n').join(`${formatting.eol ?? '\n'}${indent}`);
}

const asRecord = (value: unknown): Record<string, unknown> | undefined => (isPlainObject(value) ? value : undefined);
