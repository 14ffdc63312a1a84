/**
 * What the buttons of product cards and the product page's heart do, for every card however it was
 * drawn (static HTML, the /products island, recently viewed): quick add, the wishlist hearts and
 * the header's wishlist and cart counts, recording and showing the recently viewed products, and
 * the cards' stock as the shop knows it now (./live-stock.ts).
 * One small module, loaded once the page has loaded and is idle, or at the first press
 * (src/components/card/CardActions.astro); presses made before it loaded were queued by that
 * component's inline script and are handled now, then the counts, the hearts and the recently
 * viewed are shown, each in a task of its own.
 */
import { productName } from '../../i18n/catalogue-names';
import { plural, type PluralForms } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import { viewedExcept } from '../../domain/recently-viewed';
import { parseSavedCards, type SavedCard } from '../../domain/card/saved-card';
import { safeJsonParse } from '../../domain/cart/cart';
import { isSaved } from '../../domain/wishlist';
import { $cart, $cartCount } from '../../stores/cart';
import { $recentlyViewed, recordProductView } from '../../stores/recently-viewed';
import { notify } from '../../stores/toasts';
import { addToCart, type AddedWords } from '../cart/add-to-cart';
import { cartProductOfSaved } from '../cart/saved-to-cart';
import { $wishlist, toggleWish } from '../../stores/wishlist';
import { inTasks } from '../in-tasks';
import { checkCardsStock, type StockWords } from './live-stock';

/** The words this module says, written into the page by CardActions.astro. */
export interface CardActionWords extends AddedWords, StockWords {
  locale: Locale;
  saved: string;
  removed: string;
  wishlist: string;
  wishlistWithItems: PluralForms;
  cartWithItems: PluralForms;
}

/** Set up by the inline script of CardActions.astro before any card can be pressed. */
export interface CardActionQueue {
  queue: HTMLButtonElement[];
  handle: ((button: HTMLButtonElement) => void) | null;
}

declare global {
  interface Window {
    cardActions?: CardActionQueue;
  }
}

const wordsElement = document.getElementById('card-action-words');
const words = safeJsonParse(wordsElement?.textContent ?? '') as CardActionWords;

function cardOf(element: Element): SavedCard | undefined {
  const raw = element.closest<HTMLElement>('[data-card]')?.dataset.card;
  return raw ? parseSavedCards([safeJsonParse(raw)], 1)[0] : undefined;
}

function quickAdd(card: SavedCard) {
  addToCart(
    cartProductOfSaved(
      card,
      words.locale,
      $cart.get().find((line) => line.id === card.id),
    ),
    1,
    words,
  );
}

function toggleHeart(card: SavedCard) {
  const saved = toggleWish(card);
  notify({
    title: saved ? words.saved : words.removed,
    description: productName(card, words.locale),
  });
}

function handle(button: HTMLButtonElement) {
  const card = cardOf(button);
  if (!card || button.disabled) return;
  if (button.dataset.cardAction === 'add') quickAdd(card);
  else if (button.dataset.cardAction === 'wish') toggleHeart(card);
}

/** A header link's label and count badge (src/components/shell/header/CountLink.astro). */
function showCount(kind: 'wishlist' | 'cart', count: number, label: string) {
  for (const link of document.querySelectorAll<HTMLElement>(`[data-${kind}-link]`)) {
    if (link.getAttribute('aria-label') !== label) link.setAttribute('aria-label', label);
    const badge = link.querySelector<HTMLElement>(`[data-${kind}-count]`);
    if (!badge) continue;
    const text = count > 99 ? '99+' : count ? String(count) : '';
    // Written only when it changes: writing text is a change the observer below would answer again.
    if (badge.textContent !== text) badge.textContent = text;
    badge.setAttribute(`data-${kind}-count`, String(count));
    badge.classList.toggle('invisible', count === 0);
  }
}

/**
 * Hearts and the header's count as the wishlist stands; cards drawn later are caught by the
 * observer below.
 */
function showWishlist() {
  const list = $wishlist.get();
  for (const heart of document.querySelectorAll<HTMLButtonElement>('[data-card-action="wish"]')) {
    const id = Number(heart.closest<HTMLElement>('[data-product-id]')?.dataset.productId);
    const pressed = String(isSaved(list, id));
    if (heart.getAttribute('aria-pressed') !== pressed) heart.setAttribute('aria-pressed', pressed);
  }
  showCount(
    'wishlist',
    list.length,
    list.length ? plural(words.wishlistWithItems, list.length, words.locale) : words.wishlist,
  );
}

/**
 * The header's cart link and the mobile menu's "Cart (n)", as the cart stands in this tab and
 * others.
 */
function showCart(count: number) {
  showCount('cart', count, plural(words.cartWithItems, count, words.locale));
  for (const units of document.querySelectorAll<HTMLElement>('[data-cart-units]'))
    units.textContent = String(count);
}

/** Shows the products seen before this page, then counts this one as seen. */
function showRecentlyViewed() {
  const section = document.querySelector<HTMLElement>('[data-recently-viewed]');
  const current = document.querySelector('[data-viewed]');
  const currentCard = current ? cardOf(current) : undefined;
  if (section) {
    const others = viewedExcept($recentlyViewed.get(), currentCard?.id ?? null);
    if (others.length)
      void import('../../islands/RecentlyViewedSection').then(({ showRecentlyViewedCards }) =>
        showRecentlyViewedCards(section, others),
      );
  }
  if (currentCard) recordProductView(currentCard);
}

/** Cards drawn after the first pass (the /products island, recently viewed) get it too. */
function watchCards() {
  let pending = false;
  new MutationObserver(() => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      showWishlist();
      void checkCardsStock(document, words);
    });
  }).observe(document.body, { childList: true, subtree: true });
}

// Presses are handled from now on, those queued before this module arrived first.
const actions = window.cardActions;
if (actions) {
  actions.handle = handle;
  for (const button of actions.queue.splice(0)) handle(button);
}
// The first pass over the page, each part in a task of its own after this module's evaluation: as
// one task it is a long task on a listing (ADR 0023).
void inTasks([
  () => $cartCount.subscribe(showCart),
  () => $wishlist.subscribe(showWishlist),
  showRecentlyViewed,
  () => void checkCardsStock(document, words),
  watchCards,
]);
