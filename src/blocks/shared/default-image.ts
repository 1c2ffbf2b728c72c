import { siteConfig } from '../../site/site-config';

/**
 * A fallback image by role from site.json (`defaults.images`: package, blog, profile, advisor...).
 * A role missing from the config still gets the bundled file of that name.
 */
export function defaultImage(role: string): string {
  return siteConfig.defaults.images[role] ?? `/images/fallback/${role}.svg`;
}
