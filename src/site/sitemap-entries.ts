import { z } from 'zod';
import { blogItem, monthlyDestinationItem } from '../content/contract/page-fields';
import { destinationOption } from '../content/contract/details-fields';
import { readData, readPage } from '../content/read';
import type { ContentReader } from '../engine/block';
import { fillPath } from '../engine/page-meta';
import { slugify } from '../lib/slug';
import { pageConfigs } from './page-configs';

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

type Lister = (read: ContentReader) => Promise<{ params: Record<string, string>; lastmod?: string }[]>;

/** The content behind each parameter route: every blog, month and country page has a URL. */
const routeListers: Record<string, Lister> = {
  '/:slug/': async (read) => {
    const data = z.object({ blogs: z.array(z.unknown()) }).parse(await readData(read, 'Blogs/list', {}));
    return data.blogs.flatMap((raw) => {
      const blog = blogItem.safeParse(raw);
      if (!blog.success) return [];
      const created = blog.data.createdAt ? new Date(blog.data.createdAt) : undefined;
      return [{ params: { slug: slugify(blog.data.title) }, lastmod: created && !isNaN(created.getTime()) ? created.toISOString().slice(0, 10) : undefined }];
    });
  },
  '/monthly/:slug/': async (read) => {
    const months = z.array(monthlyDestinationItem).catch([]).parse((await readPage(read, 16)).monthlyDestinations);
    return months.map((month) => ({ params: { slug: slugify(month.title) } }));
  },
  '/country/:id/': async (read) => {
    const data = z.object({ destinations: z.array(destinationOption) }).parse(await readData(read, 'pages/destinations', {}));
    return data.destinations.map((destination) => ({ params: { id: slugify(destination.destinationTitle) } }));
  },
};

/** Every canonical route: static pages from the configs, parameter routes from the content. */
export async function sitemapEntries(read: ContentReader): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  for (const page of pageConfigs) {
    if (!page.sitemap) continue;
    if (!page.path.includes(':')) {
      entries.push({ path: page.path });
      continue;
    }
    const lister = routeListers[page.path];
    if (!lister) continue;
    try {
      for (const item of await lister(read)) entries.push({ path: fillPath(page.path, item.params), lastmod: item.lastmod });
    } catch (error) {
      console.warn(`[sitemap] ${page.path}: ${String(error)}`);
    }
  }
  return entries;
}
