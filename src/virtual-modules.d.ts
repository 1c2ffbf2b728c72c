/** Built by scripts/vite/page-config-chunks-plugin.ts. */
declare module 'virtual:page-config-chunks' {
  const chunks: ReadonlyArray<{ path: string; load: () => Promise<{ default: unknown }> }>;
  export default chunks;
}
