/**
 * What goes in the cart when a shopper adds a product: at the offer the page shows (live once the
 * shop answered), with the sale price counted only while it is below the price. A card knows less
 * than the product page (no stock count, no buy-X-get-Y offer): what the cart already knew of the
 * product is kept, and the cart's live check confirms price and stock as for any line.
 */
import type { CartLine, CartProduct } from './cart';
import type { CardData } from '../card/data-files';
import type { LiveOffer } from '../live/live-offer';

export type ShownProduct = Pick<
  CartProduct,
  'id' | 'slug' | 'name' | 'code' | 'image' | 'brand' | 'bxgy'
>;

export function cartProductAt(product: ShownProduct, offer: Omit<LiveOffer, 'id'>): CartProduct {
  const onSale = offer.salePrice !== null && offer.salePrice < offer.price;
  return {
    ...product,
    price: offer.price,
    promoPrice: onSale ? (offer.salePrice ?? undefined) : undefined,
    quantity_available: offer.quantity,
    vatPercent: offer.vatPercent,
  };
}

export function cartProductOfCard(
  card: Pick<CardData, 'id' | 'slug' | 'code' | 'price' | 'salePrice' | 'brand' | 'vatPercent'>,
  shown: { name: string; image: string | null },
  inCart: CartLine | undefined,
): CartProduct {
  return cartProductAt(
    {
      id: card.id,
      slug: card.slug,
      name: shown.name,
      code: card.code || inCart?.code,
      image: shown.image,
      brand: card.brand,
      bxgy: inCart?.bxgy,
    },
    {
      price: card.price,
      salePrice: card.salePrice,
      quantity: inCart?.quantity_available ?? null,
      vatPercent: card.vatPercent,
    },
  );
}
