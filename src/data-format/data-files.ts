/**
 * What the build's data and the browser share of a product card: its data, and a picture written
 * short (the image key of a standard square picture). The compare files under /data/
 * (compare-files.ts), saved cards in local storage and the listing routes' snapshot use them.
 */
import type { Fils } from '../domain/catalogue';
import { pictureFor, placeholderPicture, shapeWidths, type Picture } from '../images/picture';

export const dataFormatVersion = 4;

/** A picture as stored: the image key of a standard square picture, the full picture otherwise, null for none. */
export type PictureCode = string | Picture | null;

/** A product card's data, whichever file it came from. */
export interface CardData {
  id: number;
  slug: string;
  name: string;
  nameAr: string | null;
  brand: string | null;
  /** VAT-inclusive, as all domain prices. */
  price: Fils;
  salePrice: Fils | null;
  vatPercent: number;
  inStock: boolean;
  picture: Picture;
}

const squareSize = shapeWidths.square.at(-1) as number;
const keyOf = /^\/_img\/([0-9a-f]+)-\d+\.webp$/;

function samePicture(a: Picture, b: Picture): boolean {
  return a.src === b.src && a.srcset === b.srcset && a.width === b.width && a.height === b.height;
}

export function encodePicture(picture: Picture): PictureCode {
  if (samePicture(picture, placeholderPicture)) return null;
  const key = keyOf.exec(picture.src)?.[1];
  if (key && samePicture(picture, pictureFor(key, 'square', { width: squareSize, height: squareSize }))) return key;
  return picture;
}

export function decodePicture(code: PictureCode): Picture {
  if (code === null) return placeholderPicture;
  if (typeof code === 'string') return pictureFor(code, 'square', { width: squareSize, height: squareSize });
  return code;
}
