import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { demoFacts } from '../../server/db/seed';

/** Example values for the configs' route parameters, from the demo content. */
const exampleParams: Record<string, string> = {
  '/:slug/': demoFacts.blogSlugs[0] ?? 'blog',
  '/monthly/:slug/': demoFacts.monthSlugs[0] ?? 'january',
  '/country/:id/': demoFacts.destinationSlugs[0] ?? 'kenya',
  '/page/:pageId/': '2',
};

const pathOnly = z.object({ path: z.string() });

/** Every page of the site: the configs' static paths, and each parameter path with a demo value. */
export function sitePaths(configDir = 'page-configs/pages'): string[] {
  const paths: string[] = [];
  for (const file of readdirSync(configDir).filter((name) => name.endsWith('.json')).sort()) {
    const { path } = pathOnly.parse(JSON.parse(readFileSync(join(configDir, file), 'utf8')));
    if (!path.includes(':')) paths.push(path);
    else if (exampleParams[path]) paths.push(path.replace(/:[A-Za-z]+/, exampleParams[path]));
    else console.warn(`[site-paths] no example value for ${path} (${file}): add one to exampleParams`);
  }
  return paths;
}
