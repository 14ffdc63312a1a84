// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedCard } from '../../domain/card/saved-card';
import type { CardActionWords } from './card-actions';

const card: SavedCard = {
  id: 7,
  slug: 'switch-7',
  name: 'Switch 7',
  nameAr: null,
  code: 'SW7',
  brand: null,
  price: 10_000,
  salePrice: null,
  vatPercent: 5,
  inStock: true,
  picture: null,
};
const words: CardActionWords = {
  locale: 'en',
  added: 'Added to cart!',
  addedLine: '{quantity} × {name}',
  saved: 'Saved',
  removed: 'Removed',
  wishlist: 'Wishlist',
  wishlistWithItems: { one: 'Wishlist, {count} item', other: 'Wishlist, {count} items' },
  cartWithItems: { one: 'Cart, {count} item', other: 'Cart, {count} items' },
  addToCart: 'Add to Cart',
  outOfStock: 'Out of Stock',
};

/** Each yield to the main thread waits until the test lets the next task run. */
let tasks: (() => void)[];
const nextTask = async () => {
  tasks.shift()?.();
  await new Promise((resolve) => setTimeout(resolve));
};

describe('card actions at start-up', () => {
  beforeEach(() => {
    vi.resetModules();
    tasks = [];
    vi.stubGlobal('scheduler', {
      yield: () => new Promise<void>((resolve) => tasks.push(resolve)),
    });
    localStorage.clear();
    localStorage.setItem('wishlist', JSON.stringify([card]));
    document.body.innerHTML = `
      <script type="application/json" id="card-action-words">${JSON.stringify(words)}</script>
      <a data-cart-link aria-label="Cart"><span data-cart-count="0" class="invisible"></span></a>
      <a data-wishlist-link aria-label="Wishlist"><span data-wishlist-count="0" class="invisible"></span></a>
      <article data-product-id="7" data-card='${JSON.stringify(card)}'>
        <button data-card-action="add">Add</button>
        <button data-card-action="wish" aria-pressed="false">Wish</button>
      </article>`;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete window.cardActions;
  });

  it('handles a press queued before it arrived at once; shows counts and hearts in later tasks', async () => {
    const add = document.querySelector<HTMLButtonElement>('[data-card-action="add"]')!;
    window.cardActions = { queue: [add], handle: null };
    await import('./card-actions');
    const cartCount = document.querySelector('[data-cart-count]')!;
    const heart = document.querySelector('[data-card-action="wish"]')!;

    expect(window.cardActions.handle).toBeTypeOf('function');
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toMatchObject([
      { id: 7, quantity: 1 },
    ]);
    expect(cartCount.textContent).toBe('');
    expect(heart.getAttribute('aria-pressed')).toBe('false');

    await nextTask();
    expect(cartCount.textContent).toBe('1');
    expect(heart.getAttribute('aria-pressed')).toBe('false');

    await nextTask();
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelector('[data-wishlist-count]')!.textContent).toBe('1');
  });
});
