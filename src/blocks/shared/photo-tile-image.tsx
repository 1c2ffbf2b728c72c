import { ResponsiveImage, type ResponsiveImageProps } from './responsive-image';

/** The photo of a .photo-tile (card.css): decorative (the tile's text names it), sized as a card. */
export function PhotoTileImage({ className, ...image }: Omit<ResponsiveImageProps, 'alt' | 'layout' | 'className'> & { className: string }) {
  return <ResponsiveImage className={`photo-tile__image ${className}`} alt="" layout="card" {...image} />;
}
