/** A saved product card as a cart product, named and pictured as the page's language shows it. */
import type { CartLine, CartProduct } from '../../domain/cart';
import { cartProductOfCard } from '../../domain/quick-add';
import type { SavedCard } from '../../domain/saved-card';
import { decodePicture } from '../../data-format/data-files';
import { smallestSrc } from '../../images/picture';
import { productName } from '../../i18n/catalogue-names';
import type { Locale } from '../../i18n/locales';

export function cartProductOfSaved(card: SavedCard, locale: Locale, inCart: CartLine | undefined): CartProduct {
  const picture = decodePicture(card.picture);
  return cartProductOfCard(card, { name: productName(card, locale), image: picture.srcset ? smallestSrc(picture) : null }, inCart);
}
