import { findNodeAtLocation, parse, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import type { z } from 'zod';
import { labelOf } from '../lib/field-label';

/** A config file as text: the check reports line and column, not just a JSON path. */
export interface ConfigFile {
  file: string;
  text: string;
}

export interface ConfigProblem {
  file: string;
  line: number;
  column: number;
  path: string;
  message: string;
  /**
   * The same problem in a marketer's words, for the studio (no file, route pattern, prop name or
   * command); `npm run check:configs` prints `message`. Absent: the studio words `message` itself.
   */
  studio?: string;
}

export function formatProblem(problem: ConfigProblem): string {
  return `${problem.file}:${problem.line}:${problem.column}: ${problem.path}: ${problem.message}`;
}

type JsonPath = (string | number)[];

export function formatJsonPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : `${out}.${String(key)}`),
    '$',
  );
}

function positionOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

/** "CommaExpected" → "comma expected". */
const parseErrorText = (error: ParseError) =>
  printParseErrorCode(error.error)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();

/** A JSON syntax error (missing comma, trailing comma, comment) at the place it is. */
export function syntaxProblem(file: ConfigFile): ConfigProblem | undefined {
  const errors: ParseError[] = [];
  parse(file.text, errors, { allowTrailingComma: false, disallowComments: true });
  const first = errors[0];
  if (!first) return undefined;
  return { file: file.file, ...positionOf(file.text, first.offset), path: '$', message: `not valid JSON: ${parseErrorText(first)}` };
}

/** Line and column (1-based) of the value at `path`, or of its nearest existing parent. */
export function locate(text: string, path: JsonPath): { line: number; column: number } {
  const tree = parseTree(text);
  let node: Node | undefined;
  for (let length = path.length; length >= 0 && !node; length -= 1) {
    node = tree ? findNodeAtLocation(tree, path.slice(0, length)) : undefined;
  }
  // Point at the property name when there is one: that is where an editor's cursor should go.
  const offset = node?.parent?.type === 'property' ? node.parent.offset : (node?.offset ?? 0);
  return positionOf(text, offset);
}

/** Levenshtein distance, for "did you mean" suggestions. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

export function closestName(name: string, candidates: readonly string[]): string | undefined {
  let best: { candidate: string; score: number } | undefined;
  for (const candidate of candidates) {
    const score = distance(name.toLowerCase(), candidate.toLowerCase());
    if (!best || score < best.score) best = { candidate, score };
  }
  return best && best.score <= Math.max(3, Math.floor(name.length / 2)) ? best.candidate : undefined;
}

export function problemAt(file: ConfigFile, path: JsonPath, message: string, studio?: string): ConfigProblem {
  return { file: file.file, ...locate(file.text, path), path: formatJsonPath(path), message, ...(studio ? { studio } : {}) };
}

/** Parses one file against a schema and turns every zod issue into a located problem. */
export function checkFileAgainst(file: ConfigFile, schema: z.ZodType): { problems: ConfigProblem[]; data?: unknown } {
  let json: unknown;
  try {
    json = JSON.parse(file.text);
  } catch (error) {
    const located = syntaxProblem(file);
    return { problems: [located ?? { file: file.file, line: 1, column: 1, path: '$', message: `not valid JSON: ${String(error)}` }] };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { problems: [], data: parsed.data };
  return {
    problems: parsed.error.issues.map((issue) =>
      problemAt(file, issue.path.filter((key): key is string | number => typeof key !== 'symbol'), issue.message),
    ),
    data: json,
  };
}

export interface PageCheckOptions {
  files: readonly ConfigFile[];
  schema: z.ZodType;
  blockTypes: readonly string[];
}

/**
 * The page-config part of `npm run check:configs`: every file against the full schema, unknown
 * block types with a suggestion, and no two files claiming one path.
 */
export function checkPageFiles({ files, schema, blockTypes }: PageCheckOptions): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const pathOwners = new Map<string, string>();
  for (const file of files) {
    const { problems: fileProblems, data } = checkFileAgainst(file, schema);
    const raw = asRecord(data);
    const sections = Array.isArray(raw?.sections) ? raw.sections : [];
    const unknownTypeAt = new Set<number>();
    sections.forEach((section, index) => {
      const type = asRecord(section)?.type;
      if (typeof type === 'string' && !blockTypes.includes(type)) {
        unknownTypeAt.add(index);
        const suggestion = closestName(type, blockTypes);
        problems.push(
          problemAt(
            file,
            ['sections', index, 'type'],
            `unknown block type "${type}"${suggestion ? `; did you mean "${suggestion}"?` : ''}`,
          ),
        );
      }
    });
    // zod's union error for an unknown type says less than the message above: keep ours.
    problems.push(
      ...fileProblems.filter((p) => ![...unknownTypeAt].some((index) => p.path.startsWith(`$.sections[${index}]`))),
    );
    const path = raw?.path;
    if (typeof path === 'string') {
      const owner = pathOwners.get(path);
      if (owner) problems.push(problemAt(file, ['path'], `duplicate path "${path}" (also in ${owner})`));
      else pathOwners.set(path, file.file);
    }
  }
  return problems;
}

/** Prop names a block does not declare: zod would drop them silently, so a typo would go unnoticed. */
export function checkUnknownProps(
  file: ConfigFile,
  page: unknown,
  propNamesOf: (type: string) => readonly string[] | undefined,
): ConfigProblem[] {
  const sections = asRecord(page)?.sections;
  if (!Array.isArray(sections)) return [];
  return sections.flatMap((section, index) => {
    const record = asRecord(section);
    const type = record?.type;
    const props = asRecord(record?.props);
    const known = typeof type === 'string' ? propNamesOf(type) : undefined;
    if (!props || !known) return [];
    return Object.keys(props)
      .filter((name) => !known.includes(name))
      .map((name) => {
        const suggestion = closestName(name, known);
        return problemAt(
          file,
          ['sections', index, 'props', name],
          `unknown prop "${name}" for block "${String(type)}"${suggestion ? `; did you mean "${suggestion}"?` : ''}`,
          `"${labelOf(name)}" is not a setting of this block${suggestion ? `; did you mean "${labelOf(suggestion)}"?` : ''}`,
        );
      });
  });
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : undefined;
}
