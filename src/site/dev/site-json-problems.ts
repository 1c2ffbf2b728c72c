import { checkFileAgainst, type ConfigProblem } from '../../engine/config-check';
import { siteConfigSchema } from '../site-config-schema';

/**
 * Development only: when site.json is so broken that the site's modules cannot even load (they
 * parse it on import), this checks it alone, so the overlay can still say where the problem is.
 */
const siteText = import.meta.glob<string>('../../../page-configs/site.json', { query: '?raw', import: 'default', eager: true });

export function siteJsonProblems(): ConfigProblem[] {
  return Object.entries(siteText).flatMap(([file, text]) =>
    checkFileAgainst({ file: file.replace('../../../', ''), text }, siteConfigSchema).problems,
  );
}
