/**
 * Built by scripts/vite/page-config-chunks-plugin.ts. Each config arrives parsed with
 * `pageConfigBaseSchema` at build time (the browser ships no zod at page load).
 */
declare module 'virtual:page-config/*' {
  const config: import('./engine/page-config-schema').PageConfig;
  export default config;
  /** The components of the config's blocks, by type. */
  export const components: Readonly<Record<string, import('./engine/block-registry').BlockComponent>>;
  /** The whole definitions of the config's blocks (schemas, loads). */
  export const blocks: () => Promise<{ default: readonly import('./engine/block').BlockModule['block'][] }>;
}

/** Every block type (a folder of src/blocks with an index.ts). */
declare module 'virtual:block-types' {
  export const blockTypes: readonly string[];
}

/** The address of a page config's chunk, by config file name (without .json); server side. */
declare module 'virtual:page-config-modules' {
  export function pageConfigModuleUrl(name: string): string | undefined;
  /** The other chunks a config's page needs (its chunk's imports, its blocks' definitions), beyond what every page loads. */
  export function pageConfigPreloads(name: string): readonly string[];
}

/** Built by scripts/vite/site-config-plugin.ts: site.json parsed with `siteConfigSchema` at build time. */
declare module 'virtual:site-config' {
  const siteConfig: import('./site/site-config-schema').SiteConfig;
  export default siteConfig;
}
