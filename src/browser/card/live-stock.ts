/**
 * Cards' stock as the shop knows it now. A card says what the build knew; the shop's copy of the
 * offers knows better once a product sold out, or came back, since. The cards' products are asked
 * of the live route in one batch (answered from the shop's copy, never a portal call per shopper),
 * and a card whose stock changed shows it: the sold-out badge, and Add to Cart offered or not. A
 * card is asked about once per page; a failed check leaves the cards as built.
 */
import { isAvailable } from '../../domain/stock';
import type { LiveOffers } from '../../domain/live/live-offer';
import { fetchLiveOffers } from '../live/live-offers';

export interface StockWords {
  addToCart: string;
  outOfStock: string;
}

const CHECKED = 'stockChecked';

/** Shows a card as in stock or sold out, writing only what differs. */
export function showCardStock(card: HTMLElement, inStock: boolean, words: StockWords): void {
  const badge = card.querySelector<HTMLElement>('[data-card-sold-out]');
  if (badge && badge.hidden !== inStock) badge.hidden = inStock;
  const add = card.querySelector<HTMLButtonElement>('[data-card-action="add"]');
  if (!add || add.disabled !== inStock) return;
  add.disabled = !inStock;
  const label = inStock ? words.addToCart : words.outOfStock;
  // The text node itself, where there is one: an island that drew the card keeps its hold on it.
  if (add.firstChild?.nodeType === Node.TEXT_NODE) add.firstChild.nodeValue = label;
  else add.textContent = label;
}

/** Checks the stock of the cards under `root` not checked yet, and shows what changed. */
export async function checkCardsStock(
  root: ParentNode,
  words: StockWords,
  fetchOffers: (ids: readonly number[]) => Promise<LiveOffers> = fetchLiveOffers,
): Promise<void> {
  const cards = new Map<number, HTMLElement[]>();
  for (const card of root.querySelectorAll<HTMLElement>('[data-product-card][data-product-id]')) {
    if (card.dataset[CHECKED]) continue;
    card.dataset[CHECKED] = 'true';
    const id = Number(card.dataset.productId);
    if (Number.isInteger(id) && id > 0) cards.set(id, [...(cards.get(id) ?? []), card]);
  }
  if (cards.size === 0) return;
  let answer: LiveOffers;
  try {
    answer = await fetchOffers([...cards.keys()]);
  } catch {
    return;
  }
  const show = (id: number, inStock: boolean) => {
    for (const card of cards.get(id) ?? []) showCardStock(card, inStock, words);
  };
  for (const offer of answer.offers) show(offer.id, isAvailable(offer.quantity));
  for (const id of answer.unavailable) show(id, false);
}
