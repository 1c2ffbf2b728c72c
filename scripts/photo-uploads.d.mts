/** Types of photo-uploads.mjs (plain JavaScript, used by `node scripts/bench.mjs` and tests). */
export const PHOTO_WIDTH: number;
export const PHOTO_HEIGHT: number;
export function makeNoisePhoto(name: string, width?: number, height?: number): Promise<Buffer>;
export function startPhotoUploads(): Promise<{ origin: string; close(): Promise<void> }>;
export function photoUrl(origin: string, name: string): string;
