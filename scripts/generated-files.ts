import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** Files this project generates and commits (JSON Schemas, the block catalogue). */
export interface GeneratedFile {
  /** Relative to the project root. */
  file: string;
  text: string;
}

export const projectRoot = fileURLToPath(new URL('..', import.meta.url));

export const projectPath = (file: string) => `${projectRoot}${file}`;

async function readOrEmpty(file: string): Promise<string> {
  try {
    return await readFile(projectPath(file), 'utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return '';
    throw error;
  }
}

/** The generated files whose committed text differs from what the generator makes now. */
export async function staleFiles(generated: readonly GeneratedFile[]): Promise<string[]> {
  const stale: string[] = [];
  for (const { file, text } of generated) if ((await readOrEmpty(file)) !== text) stale.push(file);
  return stale;
}

export async function writeGenerated(generated: readonly GeneratedFile[]): Promise<string[]> {
  const written = await staleFiles(generated);
  for (const { file, text } of generated) if (written.includes(file)) await writeFile(projectPath(file), text);
  return written;
}
