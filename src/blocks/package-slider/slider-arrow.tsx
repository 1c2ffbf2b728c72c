import type { ArrowProps } from 'react-multi-carousel';

/** The slider's arrow: the carousel clones it with its own onClick. */
export function SliderArrow({ onClick, direction }: ArrowProps & { direction: 'previous' | 'next' }) {
  return (
    <button
      type="button"
      className={`carousel-arrow package-slider__arrow package-slider__arrow--${direction}`}
      onClick={onClick}
      aria-label={direction === 'previous' ? 'Previous journeys' : 'Next journeys'}
    >
      <span aria-hidden="true">{direction === 'previous' ? '‹' : '›'}</span>
    </button>
  );
}
