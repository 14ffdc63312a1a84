/**
 * Paints the stored cart into the page's pre-paint slot before React has arrived: the cart page's
 * lines and summary, or the checkout's order summary (ADR 0019). The slot is rendered by the island
 * (src/views/PrePainted.tsx) and left alone by hydration, which waits until this has painted
 * (`client:painted`); once the island has read the store it draws the same in its place, in one
 * commit. A stored cart that cannot be read is repaired, never thrown on.
 */
import { paintedEvent } from './painted-signal';
import { readStoredCart } from './stored-cart';
import type { CartLine } from '../../domain/cart/cart';
import {
  cartPageMarkup,
  checkoutSummaryMarkup,
  type CartPageWords,
  type CheckoutSummaryWords,
} from './cart-markup';

const prepaintWordsId = 'prepaint-words';

const slot = document.querySelector<HTMLElement>('[data-prepaint]');
const words = document.getElementById(prepaintWordsId)?.textContent;
try {
  if (slot && words) paint(slot, readStoredCart(localStorage), words);
} finally {
  // The island hydrates once this has run (./painted-directive.ts): painted, or not (an empty cart,
  // storage the browser refuses to this page).
  document.documentElement.setAttribute(paintedEvent, '');
  document.dispatchEvent(new Event(paintedEvent));
}

function paint(slot: HTMLElement, lines: CartLine[], words: string) {
  const markup =
    slot.dataset.prepaint === 'cart'
      ? cartPageMarkup(lines, JSON.parse(words) as CartPageWords)
      : lines.length > 0 && checkoutSummaryMarkup(lines, JSON.parse(words) as CheckoutSummaryWords);
  if (markup) {
    slot.innerHTML = markup.text;
    // Sized as CartImage sizes them, through the style object: a style attribute in the markup is
    // inline style, which the pages' Content-Security-Policy refuses.
    for (const image of slot.querySelectorAll<HTMLImageElement>('img[width]'))
      image.style.width = image.style.height = `${image.getAttribute('width')}px`;
  }
}
