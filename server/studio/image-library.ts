import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { z } from 'zod';
import type { Queryable } from '../db/database';
import { parseRows } from '../db/rows';

export interface LibraryImage {
  src: string;
  /** 'content': a page or the content already shows it; 'site': one of the site's own files. */
  source: 'site' | 'content';
}

const IMAGE_FILE = /\.(svg|png|jpe?g|webp|avif|gif)$/i;
/** Site paths of images inside JSON text (the image props accept site paths only). */
const IMAGE_PATH = /"(\/[^"\s]+\.(?:svg|png|jpe?g|webp|avif|gif))"/gi;
const MAX_IMAGES = 1000;

/**
 * The studio's image picker: the images the content and the page configs already use, then the
 * site's own files under public/images (the folder next to the page-configs the studio edits).
 */
export async function listImageLibrary(options: { db: Queryable; configTexts: readonly string[]; siteImagesDir: string }): Promise<LibraryImage[]> {
  const used = new Set<string>();
  for (const text of options.configTexts) for (const match of text.matchAll(IMAGE_PATH)) if (match[1]) used.add(match[1]);
  const rows = parseRows(
    z.object({ src: z.string() }),
    (await options.db.query(
      `SELECT DISTINCT (regexp_matches(body::text, '"(/[^"[:space:]]+\\.(svg|png|jpe?g|webp|avif|gif))"', 'gi'))[1] AS src FROM content_documents LIMIT ${MAX_IMAGES}`,
    )),
  );
  for (const row of rows) used.add(row.src);
  const own = existsSync(options.siteImagesDir)
    ? (await readdir(options.siteImagesDir, { recursive: true }))
        .filter((file) => IMAGE_FILE.test(file))
        .map((file) => `/images/${file.split(sep).join('/')}`)
    : [];
  const images: LibraryImage[] = [
    ...[...used].sort().map((src) => ({ src, source: 'content' as const })),
    ...own.filter((src) => !used.has(src)).sort().map((src) => ({ src, source: 'site' as const })),
  ];
  return images.slice(0, MAX_IMAGES);
}

export const siteImagesDirFor = (configDir: string) => join(configDir, '..', 'public', 'images');
