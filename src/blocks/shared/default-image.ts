import { useSiteSettings } from './site-settings';

/**
 * A fallback image by role from site.json (`defaults.images`: package, blog, profile, advisor...).
 * A role missing from the config still gets the bundled file of that name.
 */
export function defaultImageOf(images: Readonly<Record<string, string>>, role: string): string {
  return images[role] ?? `/images/fallback/${role}.svg`;
}

/** The site's fallback images, for a component: `const defaultImage = useDefaultImage(); defaultImage('blog')`. */
export function useDefaultImage(): (role: string) => string {
  const { images } = useSiteSettings().defaults;
  return (role) => defaultImageOf(images, role);
}
