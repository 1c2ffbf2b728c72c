// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTextCut } from './use-text-cut';

function Clamped() {
  const ref = useRef<HTMLParagraphElement>(null);
  const cut = useTextCut(ref, true);
  return (
    <>
      <p ref={ref}>A long testimonial</p>
      {cut && <button type="button">Read More</button>}
    </>
  );
}

/** A laid-out box of 80 px showing content of `contentHeight` px. */
function layOut(contentHeight: number) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(80);
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(contentHeight);
}

afterEach(() => vi.restoreAllMocks());

describe('useTextCut', () => {
  it('offers Read More only where the clamped text is really cut', () => {
    layOut(80);
    const { unmount } = render(<Clamped />);
    expect(screen.queryByRole('button', { name: 'Read More' })).toBeNull();
    unmount();

    layOut(240);
    render(<Clamped />);
    expect(screen.getByRole('button', { name: 'Read More' })).toBeTruthy();
  });

  it('keeps Read More where nothing can be measured (no ResizeObserver, as on the server)', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    render(<Clamped />);
    expect(screen.getByRole('button', { name: 'Read More' })).toBeTruthy();
  });
});
