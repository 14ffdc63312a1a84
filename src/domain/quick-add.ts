/**
 * What quick add on a product card puts in the cart. A card knows less than the product page (no
 * stock count, no buy-X-get-Y offer): what the cart already knew of the product is kept, and the
 * cart's live check confirms price and stock as for any line.
 */
import type { CartLine, CartProduct } from './cart';
import type { CardData } from '../data-format/data-files';

export function cartProductOfCard(
  card: Pick<CardData, 'id' | 'price' | 'salePrice' | 'brand' | 'vatPercent'>,
  shown: { name: string; image: string | null },
  inCart: CartLine | undefined,
): CartProduct {
  const onSale = card.salePrice !== null && card.salePrice < card.price;
  return {
    id: card.id,
    name: shown.name,
    price: card.price,
    promoPrice: onSale ? (card.salePrice ?? undefined) : undefined,
    image: shown.image,
    brand: card.brand,
    quantity_available: inCart?.quantity_available ?? null,
    bxgy: inCart?.bxgy,
    vatPercent: card.vatPercent,
  };
}
