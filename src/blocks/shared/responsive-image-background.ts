import type { CSSProperties } from 'react';
import './responsive-image.css';
import { FORMAT_MIME_TYPES, fallbackFormatOf, isPipelineSource, variantUrl, type VariantWidth } from '../../shared/responsive-image-url';

/**
 * A CSS background of an image from content or config: for a photo, the pipeline's copy at one
 * width (a background has no srcset) in AVIF, WebP or JPEG, whichever the browser takes first;
 * a drawing as it is. Missing: `none`. For a background as wide as the window, use
 * `responsiveBackground`, which picks the width by the screen's.
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

/** The custom properties `responsiveBackground` sets; CSS reads `--background-image`. */
export type ResponsiveBackgroundStyle = CSSProperties & Record<'--background-narrow' | '--background-wide', string>;

/**
 * A background as wide as the window (motto, banners), as the custom properties of the
 * `.responsive-background` class (responsive-image.css), which turns them into `--background-image`:
 * an 828 px copy on phones (below 480 px, a 412 px screen at 1.75x), 1280 px above. Backgrounds
 * load as soon as their section is styled, above the fold or not, so a phone should not pay for a
 * desktop's copy: 88 KB against 26 KB for the bench's motto photograph.
 */
export function responsiveBackground(src: string | undefined): ResponsiveBackgroundStyle {
  return { '--background-narrow': backgroundImage(src, 828), '--background-wide': backgroundImage(src, 1280) };
}
