import { printable } from '../src/lib/printable-text';
import { formatProblem } from '../src/engine/config-check';
import { checkAllSiteConfigs, configFiles, configWarnings } from '../src/site/check-site-configs';
import { buildConfigSchemaFiles } from '../src/site/config-schema-files';
import { demoContentReader, demoPageIds } from '../server/content-source/demo-content-reader';
import { staleFiles } from './generated-files';

/**
 * `npm run check:configs`: every page config and site.json, each problem as
 * "file:line:column: JSON path: message"; also fails when the editor's JSON Schemas are stale.
 */
export async function main(): Promise<number> {
  const problems = await checkAllSiteConfigs({ demoPageIds: demoPageIds(), read: demoContentReader() });
  // A marketer's applied request is in these files: what they typed never drives the terminal.
  for (const problem of problems) console.error(printable(formatProblem(problem)));
  // Links to other sites pass, but a reviewer sees each one (a look-alike domain is phishing).
  for (const warning of configWarnings()) console.warn(`warning: ${printable(formatProblem(warning))}`);
  const stale = await staleFiles(await buildConfigSchemaFiles());
  for (const file of stale) {
    console.error(`${file}: stale: the blocks or config schemas changed; run npm run generate:schemas`);
  }
  const count = configFiles.pages.length + configFiles.site.length;
  if (problems.length > 0 || stale.length > 0) {
    console.error(`\n${problems.length + stale.length} problem(s) in ${count} config files and their schemas.`);
    return 1;
  }
  console.log(`check:configs: ${count} config files are valid; their JSON Schemas are up to date.`);
  return 0;
}
