/** A saved product card as a cart product, named and pictured as the page's language shows it. */
import type { CartLine, CartProduct } from '../../domain/cart/cart';
import { cartProductOfCard } from '../../domain/cart/quick-add';
import type { SavedCard } from '../../domain/card/saved-card';
import { decodePicture, type PictureCode } from '../../domain/card/data-files';
import { smallestSrc } from '../../domain/picture';
import { productName } from '../../i18n/catalogue-names';
import type { Locale } from '../../i18n/locales';

/** The cart's thumbnail of a product: its smallest picture, none for the placeholder. */
export function cartImage(code: PictureCode): string | null {
  const picture = decodePicture(code);
  return picture.srcset ? smallestSrc(picture) : null;
}

export function cartProductOfSaved(
  card: SavedCard,
  locale: Locale,
  inCart: CartLine | undefined,
): CartProduct {
  return cartProductOfCard(
    card,
    { name: productName(card, locale), image: cartImage(card.picture) },
    inCart,
  );
}
