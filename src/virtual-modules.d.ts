/**
 * Built by scripts/vite/page-config-chunks-plugin.ts. Each config arrives parsed with
 * `pageConfigBaseSchema` at build time (the browser ships no zod at page load).
 */
declare module 'virtual:page-config-chunks' {
  /** A page config's chunk: the config, its blocks' components and a loader of their definitions. */
  export interface PageConfigChunk {
    default: import('./engine/page-config-schema').PageConfig;
    components: Readonly<Record<string, import('./engine/block-registry').BlockComponent>>;
    blocks: () => Promise<{ default: readonly import('./engine/block').BlockModule['block'][] }>;
  }
  const chunks: ReadonlyArray<{ path: string; load: () => Promise<PageConfigChunk> }>;
  export default chunks;
  /** Every block type (a folder of src/blocks with an index.ts). */
  export const blockTypes: readonly string[];
}

/** Built by scripts/vite/site-config-plugin.ts: site.json parsed with `siteConfigSchema` at build time. */
declare module 'virtual:site-config' {
  const siteConfig: import('./site/site-config-schema').SiteConfig;
  export default siteConfig;
}
