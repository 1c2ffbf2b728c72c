import type { ButtonGroupProps } from 'react-multi-carousel';

/**
 * A carousel's previous/next buttons under its slides (react-multi-carousel's `customButtonGroup`
 * with `renderButtonGroupOutside`): the carousel passes its own previous() and next(), which wrap
 * around in an infinite carousel. Each label says what the button shows.
 */
export function CarouselButtons({
  previous,
  next,
  previousLabel,
  nextLabel,
  className,
}: ButtonGroupProps & { previousLabel: string; nextLabel: string; className: string }) {
  return (
    <div className={className}>
      <button type="button" className="carousel-arrow" onClick={() => previous?.()} aria-label={previousLabel}>
        <span aria-hidden="true">‹</span>
      </button>
      <button type="button" className="carousel-arrow" onClick={() => next?.()} aria-label={nextLabel}>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
