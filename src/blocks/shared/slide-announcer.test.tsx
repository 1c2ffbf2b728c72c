// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { describeShownSlides, SlideAnnouncer } from './slide-announcer';

/** The markup react-multi-carousel renders: items marked aria-hidden unless in view. */
function Carousel({ shown }: { shown: number[] }) {
  const frame = useRef<HTMLDivElement>(null);
  return (
    <div ref={frame}>
      <ul>
        {[0, 1, 2, 3].map((index) => (
          <li key={index} className="react-multi-carousel-item" aria-hidden={shown.includes(index) ? 'false' : 'true'}>
            <div data-slide={index}>Slide {index + 1}</div>
          </li>
        ))}
      </ul>
      <button type="button">Next</button>
      <SlideAnnouncer frame={frame} total={4} />
    </div>
  );
}

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('SlideAnnouncer', () => {
  it('words the slides in view', () => {
    expect(describeShownSlides([2], 8)).toBe('Showing slide 3 of 8');
    expect(describeShownSlides([7, 0, 1], 8)).toBe('Showing slides 8, 1 and 2 of 8');
    expect(describeShownSlides([], 8)).toBe('');
  });

  it('stays silent while the carousel changes by itself, and announces after the visitor moves it', async () => {
    const { rerender } = render(<Carousel shown={[0, 1]} />);
    const region = document.querySelector('[aria-live="polite"]');
    rerender(<Carousel shown={[1, 2]} />);
    await flush();
    expect(region?.textContent).toBe('');

    act(() => screen.getByRole('button', { name: 'Next' }).click());
    rerender(<Carousel shown={[2, 3]} />);
    await flush();
    expect(region?.textContent).toBe('Showing slides 3 and 4 of 4');
  });
});
