import { describe, expect, it } from 'vitest';
import { imageList, imageUrl } from './images';

const base = 'http://portal.test';

describe('imageUrl', () => {
  it('resolves file names, paths and URLs on the portal', () => {
    expect(imageUrl('a b.png', base)).toBe('http://portal.test/assets/uploads/a%20b.png');
    expect(imageUrl('/assets/uploads/x.png', base)).toBe('http://portal.test/assets/uploads/x.png');
    expect(imageUrl('assets/uploads/thumbs/x.png', base)).toBe(
      'http://portal.test/assets/uploads/thumbs/x.png',
    );
    expect(imageUrl('https://cdn.example/x.jpg', base)).toBe('https://cdn.example/x.jpg');
    expect(imageUrl('//cdn.example/x.jpg', base)).toBe('https://cdn.example/x.jpg');
  });

  it('reads no_image.png, blanks and non-web schemes as no picture', () => {
    expect(imageUrl('no_image.png', base)).toBeNull();
    expect(imageUrl('http://portal.test/assets/uploads/thumbs/NO_IMAGE.png', base)).toBeNull();
    expect(imageUrl('  ', base)).toBeNull();
    expect(imageUrl('javascript:alert(1)', base)).toBeNull();
    expect(imageUrl('data:image/png;base64,AAAA', base)).toBeNull();
  });
});

describe('imageList', () => {
  it('keeps order and drops repeats and gaps', () => {
    expect(
      imageList(
        ['a.png', null, 'http://portal.test/assets/uploads/a.png', 'no_image.png', 'b.png'],
        base,
      ),
    ).toEqual([
      'http://portal.test/assets/uploads/a.png',
      'http://portal.test/assets/uploads/b.png',
    ]);
  });
});
