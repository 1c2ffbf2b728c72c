import { pageConfigBaseSchema, type PageConfig } from '../engine/page-config-schema';

/**
 * Every page config, bundled. The full check (registered block types, props, links) runs in
 * `npm run check:configs`, the build and the tests; here each file is parsed against the base
 * schema so that the running site never trusts an unchecked file.
 */
const files = import.meta.glob<unknown>('../../page-configs/pages/*.json', { eager: true, import: 'default' });

export const pageConfigFiles: Record<string, unknown> = Object.fromEntries(
  Object.entries(files).map(([file, content]) => [file.replace('../../', ''), content]),
);

const parsedConfigs = Object.entries(pageConfigFiles).map(([file, content]) => {
  const parsed = pageConfigBaseSchema.safeParse(content);
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues[0]?.message ?? 'invalid page config'}`);
  return { name: file.replace(/^.*\//, '').replace(/\.json$/, ''), page: parsed.data };
});

export const pageConfigs: PageConfig[] = parsedConfigs.map((config) => config.page).sort((a, b) => a.path.localeCompare(b.path));

/** A page's config file name without .json, by the page's path: the name of its chunk for browsers. */
export const pageConfigNames: ReadonlyMap<string, string> = new Map(parsedConfigs.map((config) => [config.page.path, config.name]));
