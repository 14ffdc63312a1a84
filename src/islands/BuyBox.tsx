/**
 * The product page's buy box: price, stock, quantity and Add To Cart. The page is built once, but
 * price and stock change: after load it asks the shop's live route for the current offer and
 * updates itself; if that fails the built values stay and the shopper sees no error.
 */
import { useEffect, useState } from 'react';
import type { Bxgy, Fils } from '../domain/catalogue';
import { formatAed } from '../domain/money';
import { addItem } from '../stores/cart';
import { notify } from '../stores/toasts';
import { QuantityStepper } from './QuantityStepper';

export interface BuyBoxProduct {
  id: number;
  name: string;
  price: Fils;
  salePrice: Fils | null;
  quantity: number | null;
  image: string | null;
  brand: string | null;
  bxgy: Bxgy | null;
}

interface LiveOffer {
  price: Fils;
  salePrice: Fils | null;
  quantity: number | null;
}

function isLiveOffer(value: unknown): value is LiveOffer {
  const v = value as LiveOffer | null;
  return (
    typeof v === 'object' && v !== null &&
    Number.isInteger(v.price) &&
    (v.salePrice === null || Number.isInteger(v.salePrice)) &&
    (v.quantity === null || typeof v.quantity === 'number')
  );
}

export default function BuyBox({ product }: { product: BuyBoxProduct }) {
  const [offer, setOffer] = useState<LiveOffer>({ price: product.price, salePrice: product.salePrice, quantity: product.quantity });
  const [quantity, setQuantity] = useState(1);

  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/live/${product.id}`, { signal: controller.signal, headers: { Accept: 'application/json' } })
      .then((res) => (res.ok ? res.json() : null))
      .then((data: unknown) => {
        if (isLiveOffer(data)) setOffer({ price: data.price, salePrice: data.salePrice, quantity: data.quantity });
      })
      .catch(() => {
        // Keep the built values: a live check is a refinement, not something to fail on.
      });
    return () => controller.abort();
  }, [product.id]);

  const inStock = offer.quantity !== null && offer.quantity > 0;
  const onSale = offer.salePrice !== null && offer.salePrice < offer.price;

  function add() {
    addItem(
      {
        id: product.id,
        name: product.name,
        price: offer.price,
        promoPrice: onSale ? (offer.salePrice ?? undefined) : undefined,
        image: product.image,
        brand: product.brand,
        quantity_available: offer.quantity,
        bxgy: product.bxgy ?? undefined,
      },
      quantity,
    );
    notify({ title: 'Added to cart!', description: `${quantity} × ${product.name}` });
  }

  return (
    <div className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-5" data-buy-box data-product-id={product.id}>
      <p className="flex flex-wrap items-baseline gap-x-3" data-price>
        {onSale ? (
          <>
            <span className="text-3xl font-bold text-accent-700" data-current-price>
              <span className="sr-only">Sale price </span>
              {formatAed(offer.salePrice as Fils)}
            </span>{' '}
            <s className="text-base text-ink-muted" data-list-price>
              <span className="sr-only">Was </span>
              {formatAed(offer.price)}
            </s>
          </>
        ) : (
          <span className="text-3xl font-bold text-ink" data-current-price>
            {formatAed(offer.price)}
          </span>
        )}
      </p>
      <p className="-mt-3 text-xs text-ink-muted">Price includes 5% VAT</p>
      {product.bxgy && (
        <p className="rounded-md bg-accent-500/10 px-3 py-2 text-sm font-semibold text-accent-700" data-bxgy={`${product.bxgy.buy}:${product.bxgy.get}`}>
          Offer: buy {product.bxgy.buy}, get {product.bxgy.get} free
        </p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-muted">Availability</dt>
        <dd className={inStock ? 'font-semibold text-success' : 'font-semibold text-danger'} data-stock-status={inStock ? 'in' : 'out'}>
          {inStock ? 'In Stock' : 'Out of Stock'}
        </dd>
        <dt className="text-ink-muted">Quantity available</dt>
        <dd className="font-semibold text-ink" data-quantity-available>
          {offer.quantity ?? 0}
        </dd>
      </dl>
      {inStock ? (
        <div className="flex flex-wrap items-center gap-3">
          <QuantityStepper value={quantity} onChange={setQuantity} label="Quantity to add" />
          <button type="button" onClick={add} className="btn btn-accent min-h-11 flex-1 text-base">
            Add To Cart
          </button>
        </div>
      ) : (
        <p className="rounded-md bg-gray-100 px-4 py-3 text-center font-semibold text-ink-muted">Out of Stock</p>
      )}
    </div>
  );
}
