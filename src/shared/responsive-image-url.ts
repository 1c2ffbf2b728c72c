/**
 * The addresses of the image pipeline's variants (server/images, docs/decisions/007). Used by the
 * image component in the browser and on the server, and by the endpoint to read them back:
 *
 *   /_img/<pipeline>/<source>/<width>.<format>
 *
 * `<source>` is a path of the site's own files without its leading slash (`images/x.jpg`), or `@`
 * and the base64url of a remote address. The format is the file's extension, so a static export
 * can write each variant as a file that any host serves with the right type.
 */

/** Bumped when the encoder settings change: every variant gets a new address. */
export const IMAGE_PIPELINE_VERSION = '1';
export const IMAGE_PATH_PREFIX = '/_img/';

/** The widths variants are made at (device pixels). */
export const VARIANT_WIDTHS = [320, 480, 640, 828, 1080, 1280, 1600, 2048] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

export const VARIANT_FORMATS = ['avif', 'webp', 'jpeg', 'png'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export const FORMAT_MIME_TYPES: Record<VariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

const RASTER_EXTENSION = /\.(jpe?g|png|webp|avif)$/i;

/**
 * Whether a source goes through the pipeline: raster files of the site and remote addresses.
 * SVG, GIF, data: addresses and anything else are shown as they are.
 */
export function isPipelineSource(src: string): boolean {
  if (src.startsWith('data:')) return false;
  const path = pathOf(src);
  if (path === undefined || /\.(svg|gif)$/i.test(path)) return false;
  if (isRemote(src)) return true;
  return src.startsWith('/') && RASTER_EXTENSION.test(path);
}

/** The fallback format of a source: PNG for PNG files (they may be transparent), JPEG otherwise. */
export function fallbackFormatOf(src: string): VariantFormat {
  return /\.png$/i.test(pathOf(src) ?? '') ? 'png' : 'jpeg';
}

export function variantUrl(src: string, width: number, format: VariantFormat): string {
  return `${IMAGE_PATH_PREFIX}${IMAGE_PIPELINE_VERSION}/${sourceSegment(src)}/${width}.${format === 'jpeg' ? 'jpg' : format}`;
}

export type ParsedVariantPath =
  | { ok: true; source: { kind: 'local'; path: string } | { kind: 'remote'; url: string }; width: VariantWidth; format: VariantFormat }
  | { ok: false; reason: string };

/** Reads a variant address back (the endpoint's side); anything malformed is refused. */
export function parseVariantPath(pathname: string): ParsedVariantPath {
  const match = /^\/_img\/([^/]+)\/(.+)\/(\d+)\.(avif|webp|jpg|png)$/.exec(pathname);
  if (!match) return { ok: false, reason: 'not a variant address' };
  const [, pipeline = '', segment = '', widthText = '', extension = ''] = match;
  if (pipeline !== IMAGE_PIPELINE_VERSION) return { ok: false, reason: 'unknown pipeline version' };
  const width = VARIANT_WIDTHS.find((w) => String(w) === widthText);
  if (!width) return { ok: false, reason: 'width not offered' };
  const format: VariantFormat = extension === 'jpg' ? 'jpeg' : (extension as 'avif' | 'webp' | 'png');
  if (segment.startsWith('@')) {
    const url = decodeBase64Url(segment.slice(1));
    if (!url || !isRemote(url)) return { ok: false, reason: 'bad remote address' };
    return { ok: true, source: { kind: 'remote', url }, width, format };
  }
  const path = `/${segment}`;
  if (path.split('/').some((part) => part === '..' || part === '.') || path.includes('\\') || path.includes('//')) {
    return { ok: false, reason: 'bad path' };
  }
  return { ok: true, source: { kind: 'local', path }, width, format };
}

function isRemote(src: string): boolean {
  return /^https?:\/\//i.test(src);
}

function pathOf(src: string): string | undefined {
  if (isRemote(src)) {
    try {
      return new URL(src).pathname;
    } catch {
      return undefined; // not an address at all: shown as it is, the browser decides
    }
  }
  return src.split(/[?#]/, 1)[0];
}

function sourceSegment(src: string): string {
  if (isRemote(src)) return `@${encodeBase64Url(src)}`;
  return src.replace(/^\/+/, '').split(/[?#]/, 1)[0] ?? '';
}

function encodeBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function decodeBase64Url(text: string): string | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
  } catch {
    return undefined; // not base64 of UTF-8 text: the caller refuses the address
  }
}
