/**
 * What the build's data and the browser share of a product card: its data, and a picture written
 * short (the image key of a standard square picture). The compare files under /data/
 * (compare-files.ts), saved cards in local storage and the listing routes' snapshot use them.
 */
import type { Fils } from '../catalogue.ts';
import {
  pictureFolder,
  pictureFor,
  placeholderPicture,
  shapeWidths,
  type Picture,
} from '../picture.ts';

export const dataFormatVersion = 5;

/**
 * A picture as stored: a square picture as its image key (`key@800` when its largest variant is
 * not the standard width), any other as the full picture, null for none.
 */
export type PictureCode = string | Picture | null;

/** A product card's data, whichever file it came from. */
export interface CardData {
  id: number;
  slug: string;
  name: string;
  nameAr: string | null;
  /** Model number, as the portal writes it ('' on a card saved before cards kept it). */
  code: string;
  brand: string | null;
  /** VAT-inclusive, as all domain prices. */
  price: Fils;
  salePrice: Fils | null;
  vatPercent: number;
  inStock: boolean;
  picture: Picture;
}

const squareSize = shapeWidths.square.at(-1) as number;
/** A square picture's key, from the path picturePath gives its widths. */
const keyOf = new RegExp(`^/${pictureFolder}/([0-9a-f]+)-\\d+\\.webp$`);
const squareOf = (key: string, size: number) =>
  pictureFor(key, 'square', { width: size, height: size });

function samePicture(a: Picture, b: Picture): boolean {
  return a.src === b.src && a.srcset === b.srcset && a.width === b.width && a.height === b.height;
}

export function encodePicture(picture: Picture): PictureCode {
  if (samePicture(picture, placeholderPicture)) return null;
  const key = keyOf.exec(picture.src)?.[1];
  if (key && samePicture(picture, squareOf(key, picture.width)))
    return picture.width === squareSize ? key : `${key}@${picture.width}`;
  return picture;
}

export function decodePicture(code: PictureCode): Picture {
  if (code === null) return placeholderPicture;
  if (typeof code === 'string') {
    const [key = '', size] = code.split('@');
    return squareOf(key, size ? Number(size) : squareSize);
  }
  return code;
}
