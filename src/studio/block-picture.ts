/**
 * Each block's picture in the catalogue: its example rendered at 1280 px in Chromium and saved at
 * a quarter of the size by `npm run studio:pictures` (scripts/make-block-pictures.ts). Files of
 * their own (never inlined into the editor's script), loaded only when the catalogue is opened.
 */
const pictures = import.meta.glob<string>('./block-pictures/*.jpg', { eager: true, query: '?url&no-inline', import: 'default' });

export const pictureOf = (type: string): string | undefined => pictures[`./block-pictures/${type}.jpg`];
