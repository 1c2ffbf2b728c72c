// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../shared/block-test-utils';
import { block } from './index';

const weddingProps = { defaultButtonText: 'Back to Home', defaultButtonLink: '/', buttonNewTab: false };

describe('introduction: default button and image references', () => {
  it("gives the first item 'Back to Home' to the home page when it has no button (wedding-style pages)", () => {
    renderBlock(block, { props: weddingProps, content: [{ id: 1, text: 'Venues' }, { id: 2, text: 'Elopements' }] });
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.textContent).toBe('Back to Home');
    expect(links[0]?.getAttribute('href')).toBe('/');
    expect(links[0]?.getAttribute('target')).toBeNull();
  });

  it("keeps the content's own button", () => {
    renderBlock(block, { props: weddingProps, content: [{ id: 1, text: 'Venues', buttonText: 'Home', buttonLink: '/go/' }] });
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/go/');
  });

  it('opens buttons in a new tab by default, as before', () => {
    renderBlock(block, { content: [{ id: 1, text: 'A', buttonText: 'More', buttonLink: '/go/' }] });
    expect(screen.getByRole('link', { name: /More/ }).getAttribute('target')).toBe('_blank');
  });

  it('shows URL images and treats a bare file name as missing', () => {
    renderBlock(block, {
      content: [
        { id: 1, text: 'With URL', image: '/images/demo/kenya-1.svg' },
        { id: 2, text: 'Bare name', image: 'kenya-2.svg' },
      ],
    });
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(['/images/demo/kenya-1.svg']);
  });
});

describe('introduction: title level', () => {
  it('uses h3 titles by default and h2 titles with titleLevel 2', () => {
    renderBlock(block, { content: [{ id: 1, text: 'Venues' }] });
    expect(screen.getByRole('heading', { name: 'Venues' }).tagName).toBe('H3');
    renderBlock(block, { props: { titleLevel: 2 }, content: [{ id: 1, text: 'Guests' }] });
    expect(screen.getByRole('heading', { name: 'Guests' }).tagName).toBe('H2');
  });
});
