// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderBlock } from '../shared/block-test-utils';
import { block } from './index';

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} }));
});

const content = [{ bannerText: 'Universal Studios Adventures', subText: 'Thrills', bannerImage: '/images/demo/universal-city.svg' }];

describe('hero-banner mobileImage (the Universal page below 640 px)', () => {
  it('hands the mobile image to the CSS that swaps it in below 640 px', () => {
    const { container } = renderBlock(block, { props: { mobileImage: '/images/demo/universal-mobile.svg' }, content });
    const wrapper = container.querySelector<HTMLElement>('.hero-banner--mobile-image');
    expect(wrapper?.style.getPropertyValue('--hero-mobile-image')).toBe('url("/images/demo/universal-mobile.svg")');
    expect(wrapper?.querySelector('h1')?.textContent).toBe('Universal Studios Adventures');
  });

  it('renders the plain banner without one', () => {
    const { container } = renderBlock(block, { content });
    expect(container.querySelector('.hero-banner--mobile-image')).toBeNull();
    expect(container.querySelector('h1')?.textContent).toBe('Universal Studios Adventures');
  });

  it('accepts only a site path', () => {
    expect(block.props.safeParse({ mobileImage: 'javascript:alert(1)' }).success).toBe(false);
    expect(block.props.safeParse({ mobileImage: '/images/a") , url("x' }).success).toBe(false);
  });
});
