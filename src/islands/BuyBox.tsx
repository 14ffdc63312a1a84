/**
 * The product page's buy box: price, stock, quantity and Add To Cart, "Ask for a quote" (the quote
 * form, filled with the product at the quantity chosen) and, while the product is sold out, "Notify
 * me when available" (./NotifyForm.tsx). The page is built once, but price and stock change: after
 * load it asks the shop's live route for the current offer and updates itself. A product the shop
 * no longer sells is out of stock; if the check fails the built values stay and the shopper sees no
 * error.
 */
import { useEffect, useState } from 'react';
import type { Bxgy, Fils } from '../domain/catalogue';
import { formatPercent } from '../domain/vat';
import { fill } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import type { Messages } from '../i18n/messages';
import { cartProductAt } from '../domain/cart/quick-add';
import { productQuoteQuery } from '../domain/contact/quote-link';
import { shopUrls } from '../domain/urls';
import { NotifyForm } from './contact/NotifyForm';
import { addToCart } from '../browser/cart/add-to-cart';
import { fetchLiveOffer } from '../browser/live/live-offers';
import { PriceTag, SaleBadge } from '../views/card/PriceTag';
import { QuantityStepper } from './cart/QuantityStepper';
import { useMounted } from '../browser/use-mounted';
import { availableUnits, isAvailable } from '../domain/stock';

export interface BuyBoxProduct {
  id: number;
  slug: string;
  name: string;
  code: string;
  /** VAT-inclusive, as the build read it. */
  price: Fils;
  salePrice: Fils | null;
  quantity: number | null;
  vatPercent: number;
  image: string | null;
  brand: string | null;
  bxgy: Bxgy | null;
}

type Offer = Pick<BuyBoxProduct, 'price' | 'salePrice' | 'quantity' | 'vatPercent'>;

/** The words of the card namespace the buy box's price and sale badge use. */
export const buyBoxPriceKeys = ['salePrice', 'was', 'sale', 'discount', 'discountLabel'] as const;

/** The words of the product namespace the buy box uses. */
export const buyBoxKeys = [
  'vatIncluded',
  'vatExcluded',
  'offer',
  'availability',
  'inStock',
  'outOfStock',
  'quantityAvailable',
  'staleFigures',
  'quantityToAdd',
  'addToCart',
  'added',
  'addedLine',
  'askForQuote',
] as const;

interface Props {
  product: BuyBoxProduct;
  pricesIncludeVat: boolean;
  locale: Locale;
  t: Pick<Messages['product'], (typeof buyBoxKeys)[number]>;
  priceT: Pick<Messages['card'], (typeof buyBoxPriceKeys)[number]>;
  stepperT: Messages['common']['stepper'];
  notifyT: Messages['notify'];
}

export default function BuyBox({
  product,
  pricesIncludeVat,
  locale,
  t,
  priceT,
  stepperT,
  notifyT,
}: Props) {
  const [offer, setOffer] = useState<Offer>({
    price: product.price,
    salePrice: product.salePrice,
    quantity: product.quantity,
    vatPercent: product.vatPercent,
  });
  const [quantity, setQuantity] = useState(1);
  const [stale, setStale] = useState(false);
  // Until the island runs its buttons would do nothing: disabled, a press cannot be lost unnoticed.
  const ready = useMounted();

  useEffect(() => {
    const controller = new AbortController();
    void fetchLiveOffer(product.id, controller.signal).then((answer) => {
      if (answer.kind === 'offer') {
        setOffer(answer.offer);
        setStale(answer.offer.stale === true);
      } else if (answer.kind === 'gone') setOffer((built) => ({ ...built, quantity: 0 }));
    });
    return () => controller.abort();
  }, [product.id]);

  const inStock = isAvailable(offer.quantity);

  function add() {
    const { id, slug, name, code, image, brand, bxgy } = product;
    addToCart(
      cartProductAt({ id, slug, name, code, image, brand, bxgy: bxgy ?? undefined }, offer),
      quantity,
      t,
    );
  }

  return (
    <div
      className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-5"
      data-buy-box
      data-product-id={product.id}
      data-ready={ready || undefined}
    >
      <div className="flex flex-wrap items-center gap-x-3">
        <PriceTag
          price={offer.price}
          salePrice={offer.salePrice}
          vatPercent={offer.vatPercent}
          pricesIncludeVat={pricesIncludeVat}
          size="lg"
          locale={locale}
          t={priceT}
        />
        <SaleBadge
          price={offer.price}
          salePrice={offer.salePrice}
          className="rounded bg-accent-600 px-2 py-0.5 text-sm font-bold text-white"
          t={priceT}
        />
      </div>
      <p className="-mt-3 text-xs text-ink-muted" data-vat-note>
        {fill(pricesIncludeVat ? t.vatIncluded : t.vatExcluded, {
          rate: formatPercent(offer.vatPercent),
        })}
      </p>
      {product.bxgy && (
        <p
          className="rounded-md bg-accent-500/10 px-3 py-2 text-sm font-semibold text-accent-700"
          data-bxgy={`${product.bxgy.buy}:${product.bxgy.get}`}
        >
          {fill(t.offer, { buy: product.bxgy.buy, get: product.bxgy.get })}
        </p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-muted">{t.availability}</dt>
        <dd
          className={inStock ? 'font-semibold text-success' : 'font-semibold text-danger'}
          data-stock-status={inStock ? 'in' : 'out'}
        >
          {inStock ? t.inStock : t.outOfStock}
        </dd>
        <dt className="text-ink-muted">{t.quantityAvailable}</dt>
        <dd className="font-semibold text-ink" data-quantity-available>
          {availableUnits(offer.quantity)}
        </dd>
      </dl>
      {stale && (
        <p className="-mt-2 text-xs text-ink-muted" data-live-stale>
          {t.staleFigures}
        </p>
      )}
      {inStock ? (
        <div className="flex flex-wrap items-center gap-3">
          <QuantityStepper
            value={quantity}
            onChange={setQuantity}
            label={t.quantityToAdd}
            t={stepperT}
            disabled={!ready}
          />
          <button
            type="button"
            onClick={add}
            disabled={!ready}
            className="btn btn-accent min-h-11 flex-1 text-base disabled:opacity-70"
          >
            {t.addToCart}
          </button>
        </div>
      ) : (
        <NotifyForm productId={product.id} name={product.name} ready={ready} t={notifyT} />
      )}
      <a
        href={`${shopUrls(locale).quote}?${productQuoteQuery({
          name: product.name,
          code: product.code,
          quantity: inStock ? quantity : 1,
        })}`}
        className="btn min-h-11 border border-brand-700 text-brand-700 hover:bg-brand-50"
        data-product-quote
      >
        {t.askForQuote}
      </a>
    </div>
  );
}
