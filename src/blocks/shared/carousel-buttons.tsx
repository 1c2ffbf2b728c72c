import type { ButtonGroupProps } from 'react-multi-carousel';
import type { CarouselDirection } from './use-carousel-loop';

/**
 * A carousel's previous/next buttons under its slides (react-multi-carousel's `customButtonGroup`
 * with `renderButtonGroupOutside`): the carousel passes its own previous() and next(), which wrap
 * around in its infinite loop. Before the loop runs, `onStillMove` takes the move instead (it
 * starts the loop first: use-carousel-loop.ts). Each label says what the button shows.
 */
export function CarouselButtons({
  previous,
  next,
  onStillMove,
  previousLabel,
  nextLabel,
  className,
}: ButtonGroupProps & { onStillMove?: (direction: CarouselDirection) => void; previousLabel: string; nextLabel: string; className: string }) {
  const move = (direction: CarouselDirection) => {
    if (onStillMove) onStillMove(direction);
    else if (direction === 'previous') previous?.();
    else next?.();
  };
  return (
    <div className={className}>
      <button type="button" className="carousel-arrow" onClick={() => move('previous')} aria-label={previousLabel}>
        <span aria-hidden="true">‹</span>
      </button>
      <button type="button" className="carousel-arrow" onClick={() => move('next')} aria-label={nextLabel}>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
