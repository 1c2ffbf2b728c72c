import rawSiteConfig from '../../page-configs/site.json';
import { siteConfigSchema, type SiteConfig } from './site-config-schema';

/** site.json, parsed once: a bad file stops the build and the server with the zod message. */
export const siteConfig: SiteConfig = siteConfigSchema.parse(rawSiteConfig);
