/** An image the shop serves itself: optimised at build time, in several widths. */
export interface Picture {
  src: string;
  srcset: string;
  width: number;
  height: number;
}

/**
 * How an image is framed: `square` boxes product and category pictures on white so grids line up;
 * `wide` keeps a banner's own aspect ratio; `logo` is a small wide image.
 */
export type PictureShape = 'square' | 'wide' | 'logo';

/**
 * The widths each shape is made in (which one a page fetches: src/views/picture-sizes.ts). A banner
 * fills the container's width: a phone takes 800 (a 380 CSS px slide at a device pixel ratio of
 * 1.75 is 665 pixels) or 960, which else would take the 1280. The 800 fits a slide in one TCP
 * window, which the home page's largest paint on a slow mobile network waits for
 * (docs/benchmarks.md).
 */
export const shapeWidths: Record<PictureShape, readonly number[]> = {
  square: [160, 320, 640, 960],
  wide: [640, 800, 960, 1280, 1920],
  logo: [160, 320],
};

/**
 * The client folder the pictures are published in, named once for the build, the pages and the
 * server.
 */
export const pictureFolder = '_img';

export const picturePath = (key: string, width: number) => `/${pictureFolder}/${key}-${width}.webp`;

/**
 * The widths an image is made in, given its largest variant's width: the shape's widths below it,
 * then that width. An original smaller than the shape's largest width is never enlarged (a portal's
 * 800 px product picture stretched to 960 px is more bytes and no more detail).
 */
export function variantWidths(shape: PictureShape, largest: number): number[] {
  return [...shapeWidths[shape].filter((w) => w < largest), largest];
}

/** `size` is the largest variant's real size; smaller variants keep its aspect ratio. */
export function pictureFor(
  key: string,
  shape: PictureShape,
  size: { width: number; height: number },
): Picture {
  const widths = variantWidths(shape, size.width);
  const middle = widths[Math.min(widths.length - 1, Math.floor(widths.length / 2))] as number;
  return {
    src: picturePath(key, middle),
    srcset: widths.map((w) => `${picturePath(key, w)} ${w}w`).join(', '),
    width: size.width,
    height: size.height,
  };
}

/** The smallest variant, for thumbnails and the cart. */
export const smallestSrc = (picture: Picture) =>
  picture.srcset.split(', ')[0]?.split(' ')[0] || picture.src;
/** The largest variant, for zoomed views and social cards. */
export const largestSrc = (picture: Picture) =>
  picture.srcset.split(', ').at(-1)?.split(' ')[0] || picture.src;

/**
 * What a product without a picture (or one the build could not make) stands for; drawn inline
 * (NoPicture).
 */
export const placeholderPicture: Picture = {
  src: '/images/placeholder.svg',
  srcset: '',
  width: 400,
  height: 400,
};

export const isPlaceholder = (picture: Picture) => picture.src === placeholderPicture.src;
