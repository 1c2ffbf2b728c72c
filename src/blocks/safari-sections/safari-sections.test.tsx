// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeReader, renderBlock, runLoad } from '../shared/block-test-utils';
import { block } from './index';
import { safariImageSrc, safariSectionViews } from './section-view';
import { variantUrl } from '../../shared/responsive-image-url';

const item = (id: number, extra: Record<string, unknown> = {}) => ({ id, text: `Section ${id}`, description: `Text ${id}`, ...extra });

describe('safari image address rule', () => {
  const uploads = '/images/demo/';
  it('prefers an http backgroundImage, then an http image, then the uploads path', () => {
    expect(safariImageSrc({ backgroundImage: 'https://cdn.example.com/bg.jpg', image: 'https://cdn.example.com/i.jpg' }, uploads)).toBe(
      'https://cdn.example.com/bg.jpg',
    );
    expect(safariImageSrc({ backgroundImage: '/images/demo/bg.svg', image: 'http://cdn.example.com/i.jpg' }, uploads)).toBe(
      'http://cdn.example.com/i.jpg',
    );
    expect(safariImageSrc({ image: 'kenya-savanna.svg' }, uploads)).toBe('/images/demo/kenya-savanna.svg');
    expect(safariImageSrc({ image: '/images/demo/kenya-1.svg' }, uploads)).toBe('/images/demo/kenya-1.svg');
    expect(safariImageSrc({}, uploads)).toBe('');
  });

  it('uses at most 5 introduction items and then at most 2 motto items', () => {
    const views = safariSectionViews(
      { introduction: [1, 2, 3, 4, 5, 6].map((n) => item(n)), motto: [7, 8, 9].map((n) => item(n)) },
      { maxIntroduction: 5, maxMotto: 2, uploadsPath: uploads },
    );
    expect(views.map((v) => v.title)).toEqual(['Section 1', 'Section 2', 'Section 3', 'Section 4', 'Section 5', 'Section 7', 'Section 8']);
  });
});

describe('safari-sections', () => {
  const content = {
    introduction: [
      item(1, { image: 'kenya-savanna.svg', buttonText: 'Learn about the Mara', buttonLink: 'https://www.magicalkenya.com/' }),
      item(2, { image: 'kenya-lodge.svg' }),
    ],
    motto: [item(3, { image: 'https://cdn.example.com/night.jpg' })],
  };

  it('alternates the image side and resolves bare image names', () => {
    const { container } = renderBlock(block, { props: { heading: 'Kenya Safari Vacations' }, content });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Kenya Safari Vacations');
    const sections = [...container.querySelectorAll('.safari-sections__item')];
    expect(sections.map((s) => s.classList.contains('safari-sections__item--image-right'))).toEqual([false, true, false]);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([
      '/images/demo/kenya-savanna.svg',
      '/images/demo/kenya-lodge.svg',
      // A remote photograph goes through the image pipeline (server/images); its fallback <img>.
      variantUrl('https://cdn.example.com/night.jpg', 1080, 'jpeg'),
    ]);
  });

  it('links each optional button out in a new tab', () => {
    renderBlock(block, { content });
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('https://www.magicalkenya.com/');
    expect(links[0]?.getAttribute('target')).toBe('_blank');
  });

  it("says 'Failed to load content' in red when loading fails, and when no data comes back", () => {
    renderBlock(block, { status: 'failed' });
    expect(screen.getByRole('alert').textContent).toBe('Failed to load content');
    renderBlock(block, { content: { introduction: [], motto: null } });
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Failed to load content', 'Failed to load content']);
  });

  it("reads the page's introduction and motto", async () => {
    const read = fakeReader({ 'pages/get': { success: true, data: { introduction: [item(1)], motto: [item(2)], planning: [] } } });
    expect(await runLoad(block, read)).toEqual({ introduction: [item(1)], motto: [item(2)] });
  });
});
