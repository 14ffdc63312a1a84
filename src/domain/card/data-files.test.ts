import { describe, expect, it } from 'vitest';
import { pictureFor, placeholderPicture } from '../picture';
import { decodePicture, encodePicture } from './data-files';

describe('picture codes', () => {
  it('writes a standard square picture as its key and reads it back', () => {
    const picture = pictureFor('0abc12', 'square', { width: 960, height: 960 });
    expect(encodePicture(picture)).toBe('0abc12');
    expect(decodePicture('0abc12')).toEqual(picture);
  });

  it('writes a square picture made from a smaller original as key@width, with its own srcset', () => {
    const picture = pictureFor('0abc12', 'square', { width: 800, height: 800 });
    expect(picture.srcset).toBe(
      '/_img/0abc12-160.webp 160w, /_img/0abc12-320.webp 320w, /_img/0abc12-640.webp 640w, /_img/0abc12-800.webp 800w',
    );
    expect(encodePicture(picture)).toBe('0abc12@800');
    expect(decodePicture('0abc12@800')).toEqual(picture);
  });

  it('keeps any other picture whole and the placeholder as null', () => {
    const banner = pictureFor('0abc12', 'wide', { width: 1920, height: 600 });
    expect(encodePicture(banner)).toEqual(banner);
    expect(decodePicture(banner)).toEqual(banner);
    expect(encodePicture(placeholderPicture)).toBeNull();
    expect(decodePicture(null)).toEqual(placeholderPicture);
  });
});
