import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { z } from 'zod';
import { formatProblem, problemAt, syntaxProblem, type ConfigFile } from '../../src/engine/config-check.ts';

export type ParsedConfigFile<T> = { ok: true; data: T } | { ok: false; message: string };

/**
 * Reads a config file and parses it with its schema, for the Vite plugins that hand the browser
 * configs already parsed (the browser ships no zod at page load). A problem comes back as one
 * message in `npm run check:configs`'s form: "file:line:column: JSON path: zod message".
 */
export function parseConfigFile<T>(root: string, path: string, schema: z.ZodType<T>): ParsedConfigFile<T> {
  const name = relative(root, path).split('\\').join('/');
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    return { ok: false, message: `${name}: cannot be read: ${error instanceof Error ? error.message : String(error)}` };
  }
  const file: ConfigFile = { file: name, text };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    // JSON.parse names no line; the config check's syntax problem does.
    const located = syntaxProblem(file);
    return { ok: false, message: located ? formatProblem(located) : `${name}: not valid JSON: ${String(error)}` };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, data: parsed.data };
  const problems = parsed.error.issues.map((issue) =>
    formatProblem(problemAt(file, issue.path.filter((key): key is string | number => typeof key !== 'symbol'), issue.message)),
  );
  return { ok: false, message: problems.join('\n') };
}

/**
 * The ES module the browser imports: the parsed config as a JSON literal, without "$schema" (it
 * only points editors at the JSON Schema; the site has no use for it).
 */
export function jsonModule({ $schema: _editorsOnly, ...config }: { $schema?: unknown }): string {
  return `export default ${JSON.stringify(config)};\n`;
}
