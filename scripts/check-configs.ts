import { formatProblem } from '../src/engine/config-check';
import { checkSiteConfigs, configFiles } from '../src/site/check-site-configs';

/** `npm run check:configs`: every page config and site.json; "file:line:column: path: message". */
export async function main(): Promise<number> {
  const problems = await checkSiteConfigs();
  for (const problem of problems) console.error(formatProblem(problem));
  const count = configFiles.pages.length + configFiles.site.length;
  if (problems.length > 0) {
    console.error(`\n${problems.length} problem(s) in ${count} config files.`);
    return 1;
  }
  console.log(`check:configs: ${count} config files are valid.`);
  return 0;
}
