/**
 * A product card as the browser keeps it for the wishlist and the recently viewed products: what a
 * card shows, with its picture in the data files' short form. Stored lists outlive deployments and
 * can be edited by hand, so everything read back goes through `parseSavedCards`. Every page reads
 * them once idle, so the schema uses zod's tree-shakable mini build.
 */
import './zod-without-eval';
import * as z from 'zod/mini';
import { decodePicture, encodePicture, type CardData, type PictureCode } from '../data-format/data-files';

export interface SavedCard extends Omit<CardData, 'picture'> {
  picture: PictureCode;
}

export const toSavedCard = ({ picture, ...card }: CardData): SavedCard => ({ ...card, picture: encodePicture(picture) });

export const fromSavedCard = ({ picture, ...card }: SavedCard): CardData => ({ ...card, picture: decodePicture(picture) });

const fils = z.int().check(z.nonnegative());
const positive = z.int().check(z.positive());
// A slug goes into /product/{slug}: nothing that could leave that path.
const slug = z.string().check(z.regex(/^[^/?#\\\s]+$/));
const picture = z.union([
  z.null(),
  z.string().check(z.regex(/^[0-9a-f]+$/)),
  z.object({ src: z.string().check(z.startsWith('/')), srcset: z.string(), width: positive, height: positive }),
]);

const savedCard = z.object({
  id: positive,
  slug,
  name: z.string().check(z.minLength(1)),
  nameAr: z.nullable(z.string()),
  brand: z.nullable(z.string()),
  price: fils,
  salePrice: z.nullable(fils),
  vatPercent: z.number().check(z.gte(0), z.lte(100)),
  inStock: z.boolean(),
  picture,
});

/** Cards read back from storage: anything but an array is none, broken entries and repeats are dropped, at most `limit` kept. */
export function parseSavedCards(raw: unknown, limit: number): SavedCard[] {
  if (!Array.isArray(raw)) return [];
  const cards: SavedCard[] = [];
  for (const candidate of raw) {
    const parsed = savedCard.safeParse(candidate);
    if (parsed.success && !cards.some((card) => card.id === parsed.data.id)) cards.push(parsed.data);
    if (cards.length === limit) break;
  }
  return cards;
}

/** Puts `card` first, drops an older copy of it, keeps at most `limit`. */
export function putFirst(cards: readonly SavedCard[], card: SavedCard, limit: number): SavedCard[] {
  return [card, ...cards.filter((saved) => saved.id !== card.id)].slice(0, limit);
}
