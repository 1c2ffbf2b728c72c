import { describe, expect, it } from 'vitest';
import { parallaxPlacement } from './use-parallax';

describe('parallaxPlacement', () => {
  it('does not move the layer when the section is centred in the window', () => {
    expect(parallaxPlacement({ top: 250, height: 400 }, 900, 0.2).shift).toBe(0);
  });

  it('moves the layer by the factor of the scroll distance, against the scroll', () => {
    // Scrolled 100 px further: the section is 100 px higher, the layer 20 px lower inside it.
    expect(parallaxPlacement({ top: 150, height: 400 }, 900, 0.2).shift).toBe(20);
    expect(parallaxPlacement({ top: 150, height: 400 }, 900, 0.5).shift).toBe(50);
  });

  it('reaches further than the layer ever moves while the section is in view (no seam)', () => {
    for (const [height, viewport, factor] of [[400, 900, 0.2], [620, 844, 0.2], [500, 800, 0.5]] as const) {
      const { reach } = parallaxPlacement({ top: 0, height }, viewport, factor);
      for (const top of [viewport, viewport / 2, 0, -height / 2, -height]) {
        expect(Math.abs(parallaxPlacement({ top, height }, viewport, factor).shift)).toBeLessThan(reach);
      }
    }
  });
});
