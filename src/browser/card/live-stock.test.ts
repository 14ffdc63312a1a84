// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveOffers } from '../../domain/live/live-offer';
import { checkCardsStock } from './live-stock';

const words = { addToCart: 'Add to Cart', outOfStock: 'Out of Stock' };

function card(id: number, inStock: boolean): string {
  return `<article data-product-card data-product-id="${id}">
    <span data-card-sold-out ${inStock ? 'hidden' : ''}>Out of Stock</span>
    <button data-card-action="add" ${inStock ? '' : 'disabled'}>${inStock ? 'Add to Cart' : 'Out of Stock'}</button>
  </article>`;
}

const offer = (id: number, quantity: number | null) => ({
  id,
  price: 10_000,
  salePrice: null,
  quantity,
  vatPercent: 5,
});

function shown(id: number) {
  const article = document.querySelector(`[data-product-id="${id}"]`)!;
  const add = article.querySelector('button')!;
  return {
    badge: !article.querySelector<HTMLElement>('[data-card-sold-out]')!.hidden,
    add: add.disabled ? 'disabled' : 'enabled',
    label: add.textContent,
  };
}

describe("cards' live stock", () => {
  beforeEach(() => {
    document.body.innerHTML = card(1, true) + card(2, false) + card(3, true) + card(4, true);
  });

  it('shows a product sold out since the build, and one back in stock, as the shop knows them now', async () => {
    const fetchOffers = vi.fn(async (): Promise<LiveOffers> => ({
      offers: [offer(1, 0), offer(2, 7), offer(3, null)],
      unavailable: [4],
      failed: [],
    }));
    await checkCardsStock(document, words, fetchOffers);
    expect(fetchOffers).toHaveBeenCalledWith([1, 2, 3, 4]);
    expect(shown(1)).toEqual({ badge: true, add: 'disabled', label: 'Out of Stock' });
    expect(shown(2)).toEqual({ badge: false, add: 'enabled', label: 'Add to Cart' });
    // Unknown stock is no stock, and a product no longer sold cannot be added.
    expect(shown(3)).toEqual({ badge: true, add: 'disabled', label: 'Out of Stock' });
    expect(shown(4)).toEqual({ badge: true, add: 'disabled', label: 'Out of Stock' });
  });

  it('asks about each card once, then only about cards drawn later', async () => {
    const fetchOffers = vi.fn(async (ids: readonly number[]): Promise<LiveOffers> => ({
      offers: ids.map((id) => offer(id, 5)),
      unavailable: [],
      failed: [],
    }));
    await checkCardsStock(document, words, fetchOffers);
    document.body.insertAdjacentHTML('beforeend', card(9, false));
    await checkCardsStock(document, words, fetchOffers);
    await checkCardsStock(document, words, fetchOffers);
    expect(fetchOffers.mock.calls).toEqual([[[1, 2, 3, 4]], [[9]]]);
    expect(shown(9)).toEqual({ badge: false, add: 'enabled', label: 'Add to Cart' });
  });

  it('leaves the cards as built when the check fails or does not know a product', async () => {
    await checkCardsStock(document, words, () => Promise.reject(new Error('HTTP 503')));
    expect(shown(1)).toEqual({ badge: false, add: 'enabled', label: 'Add to Cart' });
    document.body.innerHTML = card(5, false);
    await checkCardsStock(document, words, async () => ({
      offers: [],
      unavailable: [],
      failed: [5],
    }));
    expect(shown(5)).toEqual({ badge: true, add: 'disabled', label: 'Out of Stock' });
  });
});
