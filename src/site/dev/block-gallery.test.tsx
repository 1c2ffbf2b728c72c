// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineBlock } from '../../engine/block';
import { BlockFrame, BlockGalleryIndex } from './block-gallery';

const quote = defineBlock({
  type: 'quote',
  description: 'A quote with its author.',
  props: z.object({ prefix: z.string().default('“').describe('Before the quote.') }),
  content: { schema: z.object({ text: z.string() }), load: async () => ({}) },
  component: ({ props, content, status }) => (
    <p>{status === 'ready' ? `${props.prefix}${content?.text ?? ''}` : `status: ${status}`}</p>
  ),
  example: { content: { text: 'Go far' } },
});

describe('BlockGalleryIndex', () => {
  it('shows each block with its description in a frame of the chosen width', () => {
    render(<BlockGalleryIndex blocks={[quote]} width={390} status="ready" />);
    expect(screen.getByRole('heading', { level: 2, name: 'quote' })).toBeTruthy();
    expect(screen.getByText('A quote with its author.')).toBeTruthy();
    const frame = screen.getByTitle('quote at 390px');
    expect(frame.getAttribute('src')).toBe('/__blocks/quote/?status=ready');
    expect(frame.getAttribute('width')).toBe('390');
    expect(screen.getByRole('link', { name: '1280px' }).getAttribute('href')).toBe('?width=1280&status=ready');
    expect(screen.getByRole('link', { name: 'failed' }).getAttribute('href')).toBe('?width=390&status=failed');
  });
});

describe('BlockFrame', () => {
  it('renders the block from its example inside a section wrapper', () => {
    const { container } = render(<BlockFrame block={quote} status="ready" />);
    expect(screen.getByText('“Go far')).toBeTruthy();
    expect(container.querySelector('.page-section')?.getAttribute('data-block')).toBe('quote');
  });

  it('renders the other states without content', () => {
    render(<BlockFrame block={quote} status="failed" />);
    expect(screen.getByText('status: failed')).toBeTruthy();
  });
});
