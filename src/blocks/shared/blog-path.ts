import { slugify } from '../../lib/slug';

/** A post's page: /{slug}/ with the slug of its title (the blog list's links, without its schemas). */
export const blogPath = (title: string) => `/${slugify(title)}/`;
