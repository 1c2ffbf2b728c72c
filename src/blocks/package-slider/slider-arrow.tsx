import type { ArrowProps } from 'react-multi-carousel';
import type { CarouselDirection } from '../shared/use-carousel-loop';

/**
 * The slider's arrow: the carousel clones it with its own onClick. Before the slider's loop runs,
 * `onStillMove` takes the click instead (it starts the loop first: use-carousel-loop.ts).
 */
export function SliderArrow({ onClick, direction, onStillMove }: ArrowProps & { direction: CarouselDirection; onStillMove?: (direction: CarouselDirection) => void }) {
  return (
    <button
      type="button"
      className={`carousel-arrow package-slider__arrow package-slider__arrow--${direction}`}
      onClick={onStillMove ? () => onStillMove(direction) : onClick}
      aria-label={direction === 'previous' ? 'Previous journeys' : 'Next journeys'}
    >
      <span aria-hidden="true">{direction === 'previous' ? '‹' : '›'}</span>
    </button>
  );
}
