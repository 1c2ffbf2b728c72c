import { describe, expect, it } from 'vitest';
import { imageRef, imageUrl } from './fields';
import { textBlockItem } from './page-fields';

describe('imageRef (a safe URL or a bare image file name)', () => {
  it('keeps safe URLs and bare image file names', () => {
    expect(imageRef.parse('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(imageRef.parse('/images/demo/kenya-1.svg')).toBe('/images/demo/kenya-1.svg');
    expect(imageRef.parse('kenya-savanna.svg')).toBe('kenya-savanna.svg');
    expect(imageRef.parse(' Photo_2.JPEG ')).toBe('Photo_2.JPEG');
  });

  it('drops unsafe addresses, names that are not images, and empty values', () => {
    for (const value of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/x.png', 'notes.txt', 'a/b.png', '', null]) {
      expect(imageRef.parse(value), String(value)).toBeUndefined();
    }
  });

  it('is the image field of the shared text block item', () => {
    expect(textBlockItem.parse({ image: 'kenya-lodge.svg' }).image).toBe('kenya-lodge.svg');
  });

  it('imageUrl passes URLs and treats a bare name as missing', () => {
    expect(imageUrl('/images/demo/kenya-1.svg')).toBe('/images/demo/kenya-1.svg');
    expect(imageUrl('kenya-1.svg')).toBeUndefined();
    expect(imageUrl(undefined)).toBeUndefined();
  });
});
