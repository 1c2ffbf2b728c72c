import { openPglite } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { seedDocuments } from '../server/db/seed';
import { replaceContent } from '../server/db/seed-store';
import type { SeedDocument } from '../server/db/seed/seed-document';
import { photoUrl } from './photo-uploads.mjs';

/**
 * The demo content with photographs: every image field that names a demo drawing
 * (`/images/demo/<name>.svg`) names the upload `<origin>/uploads/<name>.jpg` instead, as a content
 * service's uploads would. Nothing else changes. Used by the bench's photo run and the image e2e.
 *
 *   node scripts/run-ts.mjs scripts/photo-content.ts <dataDir> <uploadsOrigin>
 */
export function withPhotos(documents: readonly SeedDocument[], origin: string): SeedDocument[] {
  const swap = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const match = /^\/images\/demo\/([a-z0-9-]+)\.svg$/.exec(value);
      return match?.[1] ? photoUrl(origin, match[1]) : value;
    }
    if (Array.isArray(value)) return value.map(swap);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, swap(item)]));
    return value;
  };
  return documents.map((document) => ({ ...document, body: swap(document.body) }));
}

/** Writes the photo content into a new embedded store at `dataDir` (the site then seeds nothing). */
export async function seedPhotoContent(dataDir: string, origin: string): Promise<void> {
  const db = await openPglite(dataDir);
  try {
    await migrate(db);
    await replaceContent(db, withPhotos(seedDocuments, origin));
  } finally {
    await db.close();
  }
}

export async function main(args: string[]): Promise<number> {
  const [dataDir, origin] = args;
  if (!dataDir || !origin) {
    console.error('usage: node scripts/run-ts.mjs scripts/photo-content.ts <dataDir> <uploadsOrigin>');
    return 2;
  }
  await seedPhotoContent(dataDir, origin);
  return 0;
}
