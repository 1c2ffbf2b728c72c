import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { formatProblem } from '../src/engine/config-check';
import { printable } from '../src/lib/printable-text';
import { checkAllSiteConfigs, configFiles } from '../src/site/check-site-configs';
import { scaffoldPage, type ScaffoldRequest } from '../src/shared/page-scaffold';
import { demoContentReader, demoPageIds } from '../server/content-source/demo-content-reader';
import { projectPath } from './generated-files';

/**
 * `npm run new:page -- --path /landing-ski/ --like /family-travel/`: writes the scaffold of
 * src/site/page-scaffold.ts to page-configs/pages/ (never over an existing file), then checks it.
 */

function parseArgs(args: readonly string[]): Partial<ScaffoldRequest> {
  const values: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    const [name, inline] = arg.split('=', 2);
    if (name === '--path' || name === '--like') values[name.slice(2)] = inline ?? args[(i += 1)] ?? '';
  }
  return values;
}

export async function main(args: string[]): Promise<number> {
  const { path, like } = parseArgs(args);
  if (!path || !like) {
    console.error('usage: npm run new:page -- --path /landing-ski/ --like /family-travel/');
    return 2;
  }
  const result = scaffoldPage({ path, like }, configFiles.pages, (file) => existsSync(projectPath(file)));
  if (!result.ok) {
    console.error(`new:page: ${result.error}`);
    return 1;
  }
  await writeFile(projectPath(result.file), result.text, { flag: 'wx' });
  console.log(`new:page: wrote ${result.file} (${path}, copied from ${like}).`);

  const files = { ...configFiles, pages: [...configFiles.pages, { file: result.file, text: result.text }] };
  const problems = (await checkAllSiteConfigs({ files, demoPageIds: demoPageIds(), read: demoContentReader() })).filter(
    (problem) => problem.file === result.file,
  );
  for (const problem of problems) console.error(printable(formatProblem(problem)));
  if (problems.length > 0) return 1;
  console.log(`new:page: ${result.file} passes the config check. Next: edit meta.title and the sections, then npm run dev and open ${path}`);
  return 0;
}
