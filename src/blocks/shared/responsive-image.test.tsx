// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './responsive-image';
import { backgroundImage, responsiveBackground } from './responsive-image-background';
import { IMAGE_LAYOUTS, layoutWidths } from './responsive-image-layouts';
import { parseVariantPath, variantUrl } from '../../shared/responsive-image-url';

const html = (element: React.ReactElement) => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  return container;
};
const candidates = (srcset: string | null) => (srcset ?? '').split(', ').map((entry) => entry.split(' '));

describe('ResponsiveImage', () => {
  it('writes AVIF and WebP sources and a JPEG img, each with the layout\'s widths and sizes', () => {
    const page = html(<ResponsiveImage src="/images/photos/kenya.jpg" alt="Kenya" width={1200} height={800} layout="half" />);
    const [avif, webp] = [...page.querySelectorAll('source')];
    const img = page.querySelector('img')!;
    expect(avif?.getAttribute('type')).toBe('image/avif');
    expect(webp?.getAttribute('type')).toBe('image/webp');
    expect(candidates(avif!.getAttribute('srcset'))).toEqual([
      ['/_img/1/images/photos/kenya.jpg/320.avif', '320w'],
      ['/_img/1/images/photos/kenya.jpg/480.avif', '480w'],
      ['/_img/1/images/photos/kenya.jpg/640.avif', '640w'],
      ['/_img/1/images/photos/kenya.jpg/828.avif', '828w'],
      ['/_img/1/images/photos/kenya.jpg/1080.avif', '1080w'],
      ['/_img/1/images/photos/kenya.jpg/1280.avif', '1280w'],
      ['/_img/1/images/photos/kenya.jpg/1600.avif', '1600w'],
    ]);
    expect(webp!.getAttribute('srcset')).toContain('/_img/1/images/photos/kenya.jpg/828.webp 828w');
    for (const element of [avif, webp, img]) expect(element!.getAttribute('sizes')).toBe('(min-width: 1200px) 600px, (min-width: 768px) 50vw, 100vw');
    expect(img.getAttribute('src')).toBe('/_img/1/images/photos/kenya.jpg/1080.jpg');
    expect(img.getAttribute('srcset')).toContain('/_img/1/images/photos/kenya.jpg/320.jpg 320w');
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading'), img.getAttribute('alt')]).toEqual(['1200', '800', 'lazy', 'Kenya']);
  });

  it('offers each layout the widths up to twice its widest drawing, and one more', () => {
    expect(layoutWidths('hero')).toEqual([320, 480, 640, 828, 1080, 1280, 1600, 2048]);
    expect(layoutWidths('logo')).toEqual([320, 480]);
    expect(layoutWidths('card')).toEqual([320, 480, 640, 828, 1080, 1280, 1600]);
    expect(IMAGE_LAYOUTS.hero.sizes).toBe('100vw');
    expect(IMAGE_LAYOUTS.third.sizes).toBe('(min-width: 1200px) 400px, (min-width: 768px) 33vw, 100vw');
  });

  it('keeps PNG as the fallback format of a PNG', () => {
    const img = html(<ResponsiveImage src="/logo.png" alt="" width={200} height={80} layout="logo" />).querySelector('img')!;
    expect(img.getAttribute('srcset')).toBe('/_img/1/logo.png/320.png 320w, /_img/1/logo.png/480.png 480w');
  });

  it('shows an SVG as it is: no picture, no srcset', () => {
    const page = html(<ResponsiveImage src="/images/demo/kenya.svg" alt="" width={1200} height={800} layout="hero" priority="eager" />);
    expect(page.querySelector('picture')).toBeNull();
    const img = page.querySelector('img')!;
    expect([img.getAttribute('src'), img.getAttribute('srcset'), img.getAttribute('loading')]).toEqual(['/images/demo/kenya.svg', null, 'eager']);
  });

  it('preloads the opening image with the same srcset and sizes, fetched first and eagerly', () => {
    const markup = renderToString(
      <html>
        <head />
        <body>
          <ResponsiveImage src="https://cms.example.com/uploads/hero.jpg" alt="" width={1600} height={900} layout="hero" priority="high" />
        </body>
      </html>,
    );
    const page = new DOMParser().parseFromString(markup, 'text/html');
    const link = page.querySelector('head link[rel="preload"][as="image"]')!;
    const img = page.querySelector('img')!;
    const avif = page.querySelector('source[type="image/avif"]')!;
    expect(link.getAttribute('imagesrcset')).toBe(avif.getAttribute('srcset'));
    expect(link.getAttribute('imagesizes')).toBe('100vw');
    expect(link.getAttribute('fetchpriority')).toBe('high');
    expect(link.getAttribute('type')).toBe('image/avif');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBeNull();
    expect(avif.getAttribute('srcset')).toMatch(/^\/_img\/1\/@[A-Za-z0-9_-]+\/320\.avif 320w/);
  });
});

describe('variant addresses', () => {
  it('read back to the source, width and format they were written from', () => {
    const remote = 'https://cms.example.com/uploads/å photo.jpg?v=2';
    expect(parseVariantPath(variantUrl(remote, 640, 'webp'))).toEqual({ ok: true, source: { kind: 'remote', url: remote }, width: 640, format: 'webp' });
    expect(parseVariantPath(variantUrl('/images/a.jpg', 2048, 'jpeg'))).toEqual({ ok: true, source: { kind: 'local', path: '/images/a.jpg' }, width: 2048, format: 'jpeg' });
  });

  it('refuse widths not offered, traversal and other pipeline versions', () => {
    expect(parseVariantPath('/_img/1/images/a.jpg/700.avif')).toEqual({ ok: false, reason: 'width not offered' });
    expect(parseVariantPath('/_img/1/images/../../etc/passwd/640.avif')).toEqual({ ok: false, reason: 'bad path' });
    expect(parseVariantPath('/_img/0/images/a.jpg/640.avif')).toEqual({ ok: false, reason: 'unknown pipeline version' });
    expect(parseVariantPath('/_img/1/@not*base64/640.avif')).toEqual({ ok: false, reason: 'bad remote address' });
  });

  it('make a photo background an image-set of AVIF, WebP and JPEG, and leave a drawing as it is', () => {
    expect(backgroundImage('/images/a.jpg', 828)).toBe(
      'image-set(url("/_img/1/images/a.jpg/828.avif") type("image/avif"), url("/_img/1/images/a.jpg/828.webp") type("image/webp"), url("/_img/1/images/a.jpg/828.jpg") type("image/jpeg"))',
    );
    expect(backgroundImage('/images/a.svg')).toBe('url("/images/a.svg")');
    expect(backgroundImage(undefined)).toBe('none');
  });

  it('give a window-wide background an 828 px copy for phones and a 1280 px one above', () => {
    const style = responsiveBackground('/images/a.jpg');
    expect(style['--background-narrow']).toContain('url("/_img/1/images/a.jpg/828.avif") type("image/avif")');
    expect(style['--background-wide']).toContain('url("/_img/1/images/a.jpg/1280.avif") type("image/avif")');
    expect(responsiveBackground(undefined)).toEqual({ '--background-narrow': 'none', '--background-wide': 'none' });
  });
});
