/**
 * Puts a product in the cart and says so in the toast every add button shows, in the page's words.
 */
import type { CartProduct } from '../../domain/cart/cart';
import { fill } from '../../i18n/format';
import type { Messages } from '../../i18n/messages';
import { addItem } from '../../stores/cart';
import { notify } from '../../stores/toasts';

export type AddedWords = Pick<Messages['product'], 'added' | 'addedLine'>;

export function addToCart(product: CartProduct, quantity: number, words: AddedWords): void {
  addItem(product, quantity);
  notify({
    title: words.added,
    description: fill(words.addedLine, { quantity, name: product.name }),
  });
}
