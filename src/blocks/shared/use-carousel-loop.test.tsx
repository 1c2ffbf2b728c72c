// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCarouselLoop } from './use-carousel-loop';

/** An IntersectionObserver the test drives: `report(true)` says the frame is within the margin. */
class FakeObserver {
  static last: FakeObserver | undefined;
  options: IntersectionObserverInit | undefined;
  constructor(
    private readonly callback: (entries: { isIntersecting: boolean }[]) => void,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {}
  report(isIntersecting: boolean) {
    act(() => this.callback([{ isIntersecting }]));
  }
}

/** The hook's state on a frame shaped like the library's: a button outside the track, a slide in it. */
function Probe({ enabled = true }: { enabled?: boolean }) {
  const frame = useRef<HTMLDivElement>(null);
  const { looping } = useCarouselLoop(frame, enabled);
  return (
    <div ref={frame} data-looping={String(looping)}>
      <ul className="react-multi-carousel-track">
        <li>
          <div data-slide="0" tabIndex={0}>
            slide
          </div>
        </li>
      </ul>
      <button type="button">next</button>
    </div>
  );
}

const state = (container: HTMLElement) => container.querySelector('[data-looping]')?.getAttribute('data-looping');

describe('useCarouselLoop', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeObserver.last = undefined;
  });

  it('starts the loop only once the frame is within a screen of the viewport', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { container } = render(<Probe />);
    expect(state(container)).toBe('false');
    expect(FakeObserver.last?.options?.rootMargin).toBe('100% 0px');
    FakeObserver.last?.report(false);
    expect(state(container)).toBe('false');
    FakeObserver.last?.report(true);
    expect(state(container)).toBe('true');
  });

  it('waits while the focus is on a slide (the clones re-mount the slides), and starts after focusout', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { container, getByText } = render(<Probe />);
    const slide = getByText('slide');
    slide.focus();
    FakeObserver.last?.report(true);
    expect(state(container)).toBe('false');
    await act(async () => {
      slide.blur();
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    expect(state(container)).toBe('true');
  });

  it('does not wait for a focused button: the buttons are outside the slides and stay', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { container, getByRole } = render(<Probe />);
    getByRole('button', { name: 'next' }).focus();
    FakeObserver.last?.report(true);
    expect(state(container)).toBe('true');
  });

  it('never loops a carousel that has nothing to loop', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { container } = render(<Probe enabled={false} />);
    FakeObserver.last?.report(true);
    expect(state(container)).toBe('false');
  });
});
