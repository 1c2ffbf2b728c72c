// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../shared/block-test-utils';
import { block } from './index';

describe('static-text', () => {
  it('shows heading, intro, parts with bullets and questions, with anchors', () => {
    const { container } = renderBlock(block, {
      props: {
        heading: 'Accessibility',
        headingLevel: 1,
        updated: 'Last updated: November 1, 2026',
        intro: ['We are committed.'],
        parts: [
          { heading: 'Features', list: ['Keyboard navigation', 'Image alt text'] },
          { id: 'faq', heading: 'FAQ', questions: [{ question: 'How do I pay?', answer: 'By card.' }] },
        ],
      },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Accessibility');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Features', 'FAQ']);
    expect(screen.getByText('Last updated: November 1, 2026')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Keyboard navigation', 'Image alt text']);
    expect(container.querySelector('#faq')?.textContent).toContain('How do I pay?By card.');
  });

  it('uses h2 and h3 below a page banner', () => {
    renderBlock(block, { props: { heading: 'Terms', parts: [{ heading: 'Bookings' }] } });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Terms');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Bookings');
  });
});
