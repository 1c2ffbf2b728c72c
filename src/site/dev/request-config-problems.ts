import { checkAllSiteConfigs, checkSiteConfigs, configFiles } from '../check-site-configs';
import type { ConfigProblem } from '../../engine/config-check';
import { pageConfigBaseSchema } from '../../engine/page-config-schema';
import { createPageMatcher } from '../../engine/routes';

/**
 * Development only, on each page request: the problems that keep the site from rendering (any
 * file), plus every problem of the requested page's own config (an unknown prop, a broken link),
 * since that is the file the developer is editing. Cheap: the texts come from Vite's module graph.
 */
export async function configProblemsFor(pathname: string): Promise<ConfigProblem[]> {
  const blocking = await checkSiteConfigs();
  const all = await checkAllSiteConfigs();
  const ownFile = pageFileFor(pathname);
  const key = (p: ConfigProblem) => `${p.file}:${p.line}:${p.column}:${p.path}:${p.message}`;
  const seen = new Set(blocking.map(key));
  return [...blocking, ...all.filter((p) => p.file === ownFile && !seen.has(key(p)))];
}

function pageFileFor(pathname: string): string | undefined {
  const pages = configFiles.pages.flatMap((file) => {
    const parsed = pageConfigBaseSchema.safeParse(safeJson(file.text));
    return parsed.success ? [{ file: file.file, page: parsed.data }] : [];
  });
  const match = createPageMatcher(pages.map((p) => p.page))(pathname);
  return pages.find((p) => p.page === match?.page)?.file;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Reported by checkSiteConfigs with its location; this file just matches no route.
    return undefined;
  }
}
