/**
 * A product card as the browser keeps it for the wishlist and the recently viewed products: what a
 * card shows, with its picture in the data files' short form. Stored lists outlive deployments and
 * can be edited by hand, so everything read back goes through `parseSavedCards`. Every page reads
 * them once idle, so the schema is one of the small ones of ./schema-parts.
 */
import * as v from 'valibot';
import { decodePicture, encodePicture, type CardData, type PictureCode } from './data-files';
import { fils, nonEmpty, percent, positiveInt } from '../schema-parts';

export interface SavedCard extends Omit<CardData, 'picture'> {
  picture: PictureCode;
}

export const toSavedCard = ({ picture, ...card }: CardData): SavedCard => ({
  ...card,
  picture: encodePicture(picture),
});

export const fromSavedCard = ({ picture, ...card }: SavedCard): CardData => ({
  ...card,
  picture: decodePicture(picture),
});

// A slug goes into /product/{slug}: nothing that could leave that path.
const slug = v.pipe(v.string(), v.regex(/^[^/?#\\\s]+$/));
const picture = v.union([
  v.null(),
  v.pipe(v.string(), v.regex(/^[0-9a-f]+(@[1-9]\d*)?$/)),
  v.object({
    src: v.pipe(v.string(), v.startsWith('/')),
    srcset: v.string(),
    width: positiveInt,
    height: positiveInt,
  }),
]);

const savedCard = v.object({
  id: positiveInt,
  slug,
  name: nonEmpty,
  nameAr: v.nullable(v.string()),
  // Cards saved before cards kept the model number have none.
  code: v.fallback(v.pipe(v.string(), v.maxLength(100)), ''),
  brand: v.nullable(v.string()),
  price: fils,
  salePrice: v.nullable(fils),
  vatPercent: percent,
  inStock: v.boolean(),
  picture,
});

/**
 * Cards read back from storage: anything but an array is none, broken entries and repeats are
 * dropped, at most `limit` kept.
 */
export function parseSavedCards(raw: unknown, limit: number): SavedCard[] {
  if (!Array.isArray(raw)) return [];
  const cards: SavedCard[] = [];
  for (const candidate of raw) {
    const parsed = v.safeParse(savedCard, candidate);
    if (parsed.success && !cards.some((card) => card.id === parsed.output.id))
      cards.push(parsed.output);
    if (cards.length === limit) break;
  }
  return cards;
}

/** Puts `card` first, drops an older copy of it, keeps at most `limit`. */
export function putFirst(cards: readonly SavedCard[], card: SavedCard, limit: number): SavedCard[] {
  return [card, ...cards.filter((saved) => saved.id !== card.id)].slice(0, limit);
}
