import parsedSiteConfig from 'virtual:site-config';
import type { SiteConfig } from './site-config-schema';

/**
 * site.json, parsed with its zod schema at build time (scripts/vite/site-config-plugin.ts): the
 * site chrome in the browser needs no zod at page load, and a bad file still stops the build,
 * the server and `npm run check:configs` with the zod message.
 */
export const siteConfig: SiteConfig = parsedSiteConfig;
