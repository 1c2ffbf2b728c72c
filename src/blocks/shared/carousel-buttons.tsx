import type { ButtonGroupProps } from 'react-multi-carousel';

/**
 * A carousel's previous/next buttons (react-multi-carousel's `customButtonGroup` with
 * `renderButtonGroupOutside`): the carousel passes its own previous() and next(), which wrap around
 * in its infinite loop; `beforeMove` starts that loop first if it has not started yet
 * (use-carousel-loop.ts). Each label says what the button shows.
 */
export function CarouselButtons({
  previous,
  next,
  beforeMove,
  previousLabel,
  nextLabel,
  className,
}: ButtonGroupProps & { beforeMove: () => void; previousLabel: string; nextLabel: string; className: string }) {
  const move = (go: (() => void) | undefined) => {
    beforeMove();
    go?.();
  };
  return (
    <div className={className}>
      <button type="button" className="carousel-arrow" onClick={() => move(previous)} aria-label={previousLabel}>
        <span aria-hidden="true">‹</span>
      </button>
      <button type="button" className="carousel-arrow" onClick={() => move(next)} aria-label={nextLabel}>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
