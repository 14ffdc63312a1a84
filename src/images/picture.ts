/** An image the shop serves itself: optimised at build time, square, in several widths. */
export interface Picture {
  src: string;
  srcset: string;
  width: number;
  height: number;
}

/** Widths every catalogue image is produced in: thumbnails, cards, and the product page. */
export const pictureWidths = [160, 320, 640, 960] as const;

export const picturePath = (key: string, width: number) => `/_img/${key}-${width}.webp`;

export function pictureFor(key: string, widths: readonly number[] = pictureWidths): Picture {
  const largest = Math.max(...widths);
  return {
    src: picturePath(key, widths.includes(640) ? 640 : largest),
    srcset: widths.map((w) => `${picturePath(key, w)} ${w}w`).join(', '),
    width: largest,
    height: largest,
  };
}

export const placeholderPicture: Picture = {
  src: '/images/placeholder.svg',
  srcset: '',
  width: 400,
  height: 400,
};
