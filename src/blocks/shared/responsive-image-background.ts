import { FORMAT_MIME_TYPES, fallbackFormatOf, isPipelineSource, variantUrl, type VariantWidth } from './responsive-image-url';

/**
 * A CSS background of an image from content or config: for a photo, the pipeline's copy at one
 * width (a background has no srcset) in AVIF, WebP or JPEG, whichever the browser takes first;
 * a drawing as it is. Backgrounds load as soon as their section is styled, above the fold or
 * not, so they get a moderate width rather than the 2000 px original. Missing: `none`.
 */
export function backgroundImage(src: string | undefined, width: VariantWidth = 1280): string {
  if (!src) return 'none';
  if (!isPipelineSource(src)) return `url("${src}")`;
  const fallback = fallbackFormatOf(src);
  const candidates = (['avif', 'webp', fallback] as const).map(
    (format) => `url("${variantUrl(src, width, format)}") type("${FORMAT_MIME_TYPES[format]}")`,
  );
  return `image-set(${candidates.join(', ')})`;
}
