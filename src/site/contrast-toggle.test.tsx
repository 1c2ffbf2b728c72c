// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ContrastToggle } from './contrast-toggle';

const clearChoice = () => {
  delete document.documentElement.dataset.contrast;
  document.cookie = 'contrast=; Path=/; Max-Age=0';
};

afterEach(clearChoice);

describe('ContrastToggle', () => {
  it('is a named button that switches the theme on and off and remembers the choice in a cookie', async () => {
    render(<ContrastToggle />);
    const button = screen.getByRole('button', { name: 'High contrast' });
    expect(button.getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.dataset.contrast).toBe('more');
    expect(document.cookie).toContain('contrast=more');

    await userEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(document.documentElement.dataset.contrast).toBe('standard');
    expect(document.cookie).toContain('contrast=standard');
  });

  it('shows as pressed when the server rendered the theme, and every toggle on the page follows a change', async () => {
    document.documentElement.dataset.contrast = 'more';
    render(
      <>
        <ContrastToggle />
        <ContrastToggle />
      </>,
    );
    const [first, second] = screen.getAllByRole('button', { name: 'High contrast' });
    expect(first?.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(first!);
    expect(second?.getAttribute('aria-pressed')).toBe('false');
  });

  it('applies a remembered choice to a page that came without it (a cached copy)', () => {
    document.cookie = 'contrast=more; Path=/';
    render(<ContrastToggle />);
    expect(document.documentElement.dataset.contrast).toBe('more');
    expect(screen.getByRole('button', { name: 'High contrast' }).getAttribute('aria-pressed')).toBe('true');
  });
});
