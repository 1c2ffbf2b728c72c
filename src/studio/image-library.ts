import ky from 'ky';
import { z } from 'zod';

/** One picture a marketer can choose: the site's own images and those the content already uses. */
export const libraryImageSchema = z.object({ src: z.string(), source: z.enum(['site', 'content']) });
export type LibraryImage = z.infer<typeof libraryImageSchema>;

const libraryAnswer = z.object({ images: z.array(libraryImageSchema) });

/** GET /studio/api/images (the session cookie goes along); read when a picker first opens. */
export async function fetchImageLibrary(): Promise<LibraryImage[]> {
  const answer: unknown = await ky.get(new URL('/studio/api/images', location.origin).href, { timeout: 30_000, retry: 0 }).json();
  return libraryAnswer.parse(answer).images;
}

/** "/images/demo/ocean-cruise.svg" → "ocean cruise": what a marketer reads under a thumbnail. */
export const imageName = (src: string) =>
  decodeURIComponent(src.split('/').pop() ?? src)
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[-_]+/g, ' ');
