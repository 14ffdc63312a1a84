/** A catalogue product as a card shows it, for pages rendered at build time. */
import type { CardData } from '../../domain/card/data-files';
import { isInStock, type Product } from '../../domain/catalogue';
import type { Picture } from '../../domain/picture';

export function cardData(
  product: Product,
  picture: (url: string | null | undefined) => Picture,
): CardData {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    nameAr: product.nameAr,
    code: product.code,
    brand: product.brand?.name ?? null,
    price: product.price,
    salePrice: product.salePrice,
    vatPercent: product.vatPercent,
    inStock: isInStock(product),
    picture: picture(product.images[0]),
  };
}
