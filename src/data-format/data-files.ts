/**
 * The static JSON files the build writes under /data/ for the listing and search islands: their
 * shapes, and how a product card is put back together from them. Shared by the build (which writes
 * them, src/data/listing-data.ts) and the browser (which reads them), so the two cannot drift.
 *
 * Three kinds of file, each fetched only when needed and named by a hash of its content (so a CDN
 * may cache them for ever):
 * - the listing file: what filtering, sorting and paging need of every product, as parallel arrays;
 * - card chunks: names, links and pictures of a run of products in catalogue order;
 * - the search file: the text full-text search reads (names, codes, brands, category names).
 */
import type { Fils } from '../domain/catalogue';
import { pictureFor, placeholderPicture, shapeWidths, type Picture } from '../images/picture';

export const dataFormatVersion = 4;

/** Catalogue order throughout: entry i of every array is the product at position i. */
export interface ListingFile {
  v: typeof dataFormatVersion;
  /** Product ids, each written as the difference from the one before (small numbers compress best). */
  idDelta: number[];
  /** VAT-inclusive list price in fils. */
  price: Fils[];
  /** Sale price in fils; 0 when not on sale. */
  sale: Fils[];
  /** VAT rate in percent; absent (files of older builds) means every product is at the default rate. */
  vat?: number[];
  /** "1" in stock, "0" not, one character per product. */
  stock: string;
  /** Category and sub-category ids; 0 when none. */
  cat: number[];
  sub: number[];
  /** Every brand as [slug, name], in alphabetical order of name. */
  brands: [slug: string, name: string][];
  /** Index into `brands`; -1 for none. */
  brand: number[];
  /** Products per card chunk, and the chunks' URLs in order. */
  chunkSize: number;
  chunks: string[];
}

/** A picture as stored: the image key of a standard square picture, the full picture otherwise, null for none. */
export type PictureCode = string | Picture | null;

/** One row per product: [name, slug, brand ('' for none), picture, Arabic name when the portal gives one]. */
export type CardRow = [name: string, slug: string, brand: string, picture: PictureCode, nameAr?: string];

export interface CardsFile {
  v: typeof dataFormatVersion;
  rows: CardRow[];
}

/** What full-text search (and sorting by name) reads; brands come from the listing file, cards from the chunks. */
export interface SearchFile {
  v: typeof dataFormatVersion;
  /**
   * Every category: [id, name, parent id or 0, Arabic words]: its Arabic name first, then other words
   * Arabic shoppers search it by (empty when the site configuration gives none).
   */
  categories: [id: number, name: string, parentId: number, arabic: string[]][];
  /** Catalogue order, as in the listing file. */
  name: string[];
  /** Arabic names in catalogue order ('' for none); absent when no product has one. */
  nameAr?: string[];
  code: string[];
}

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

/** Prices and stock of one product, read from the listing file. */
export interface Offer {
  price: Fils;
  salePrice: Fils | null;
  vatPercent: number;
  inStock: boolean;
}

export function toCard(id: number, offer: Offer, [name, slug, brand, picture, nameAr]: CardRow): CardData {
  return { id, slug, name, nameAr: nameAr || null, brand: brand || null, ...offer, picture: decodePicture(picture) };
}
