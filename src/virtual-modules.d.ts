/**
 * Built by scripts/vite/page-config-chunks-plugin.ts. Each config arrives parsed with
 * `pageConfigBaseSchema` at build time (the browser ships no zod at page load).
 */
declare module 'virtual:page-config-chunks' {
  const chunks: ReadonlyArray<{
    path: string;
    load: () => Promise<{ default: import('./engine/page-config-schema').PageConfig }>;
  }>;
  export default chunks;
}

/** Built by scripts/vite/site-config-plugin.ts: site.json parsed with `siteConfigSchema` at build time. */
declare module 'virtual:site-config' {
  const siteConfig: import('./site/site-config-schema').SiteConfig;
  export default siteConfig;
}
