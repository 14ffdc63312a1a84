/** The cart page's pieces: one line with its stepper and bonus units, and the order summary. */
import { lineProductPath, lineStock, maxQuantity, type CartLine } from '../../domain/cart/cart';
import type { LineSummary } from '../../domain/cart/cart-summary';
import { cartQuoteQuery } from '../../domain/contact/quote-link';
import { fill, formatMoney } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages';
import { PriceTag } from '../../views/card/PriceTag';
import { removeButtonClass } from '../../views/remove-button-styles';
import { CartImage } from './CartImage';
import { LineNotices, LiveNote } from '../LiveNotices';
import { QuantityStepper } from './QuantityStepper';
import type { CartViewState } from './cart-state';

export interface CartLineTexts {
  t: Messages['cart'];
  priceT: Pick<Messages['card'], 'salePrice' | 'was'>;
  stepperT: Messages['common']['stepper'];
}

interface LineProps extends CartLineTexts {
  line: CartLine;
  summary: LineSummary | undefined;
  cart: CartViewState;
  pricesIncludeVat: boolean;
  locale: Locale;
}

export function CartLineItem({
  line,
  summary,
  cart,
  pricesIncludeVat,
  locale,
  t,
  priceT,
  stepperT,
}: LineProps) {
  const busy = cart.isLocked(line.id);
  return (
    <li className="py-4" data-cart-line={line.id} data-stock={lineStock(line).kind}>
      <div
        className={`flex gap-4 transition-opacity ${busy ? 'pointer-events-none opacity-50' : ''}`}
        aria-busy={busy}
      >
        <CartImage src={line.image} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-semibold text-ink">
                <a
                  href={cart.urls.product(lineProductPath(line))}
                  dir="auto"
                  className="hover:text-brand-700 hover:underline"
                  data-cart-line-link
                >
                  {line.name}
                </a>
              </p>
              {line.brand && <p className="text-sm text-ink-muted">{line.brand}</p>}
              <p className="text-sm text-ink-muted">
                {fill(t.available, { count: line.quantity_available ?? 0 })}
              </p>
              <LineNotices
                line={line}
                change={cart.live.changes.get(line.id)}
                pricesIncludeVat={pricesIncludeVat}
                notices={cart.notices}
              />
            </div>
            <button
              type="button"
              disabled={busy}
              aria-label={fill(t.remove, { name: line.name })}
              className={removeButtonClass}
              onClick={() => cart.remove(line)}
            >
              <svg
                viewBox="0 0 24 24"
                width="20"
                height="20"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path
                  d="M4 7h16M9 7V4h6v3m-8 0l1 13h8l1-13"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </button>
          </div>
          <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
            <QuantityStepper
              size="sm"
              label={fill(t.quantityOf, { name: line.name })}
              t={stepperT}
              value={line.quantity}
              max={maxQuantity(line)}
              disabled={busy}
              onChange={(qty) => cart.changeQuantity(line, qty)}
            />
            <PriceTag
              price={line.price}
              salePrice={line.promoPrice ?? null}
              vatPercent={line.vatPercent}
              pricesIncludeVat={pricesIncludeVat}
              size="sm"
              locale={locale}
              t={priceT}
            />
          </div>
        </div>
      </div>
      {summary && summary.freeQuantity > 0 && (
        <div
          className="mt-3 flex items-center gap-4 rounded-md bg-green-50 p-3 text-sm"
          data-free-line={line.id}
        >
          <span className="font-semibold text-success">{t.free}</span>
          <span dir="auto" className="flex-1 text-ink">
            {line.name}
          </span>
          <span className="text-ink-muted">{fill(t.qty, { count: summary.freeQuantity })}</span>
          <span className="font-semibold text-ink">{formatMoney(0, locale)}</span>
        </div>
      )}
    </li>
  );
}

export function CartSummaryBox({
  cart,
  pricesIncludeVat,
  locale,
  t,
}: {
  cart: CartViewState;
  pricesIncludeVat: boolean;
  locale: Locale;
  t: Messages['cart'];
}) {
  const { summary, urls } = cart;
  const money = (fils: number) => formatMoney(fils, locale);
  return (
    <aside
      aria-labelledby="summary-heading"
      className="h-fit rounded-lg border border-gray-200 bg-white p-4 sm:p-6"
    >
      <h2 id="summary-heading" className="mb-4 text-lg font-bold text-ink">
        {t.summary}
      </h2>
      <dl className="grid grid-cols-[1fr_auto] gap-y-2 text-sm">
        <dt>{t.subtotal}</dt>
        <dd className="text-end font-semibold" data-subtotal>
          {money(summary.subtotal)}
        </dd>
        {summary.savings > 0 && (
          <>
            <dt className="text-success">{t.youSave}</dt>
            <dd className="text-end font-semibold text-success" data-savings>
              {money(summary.savings)}
            </dd>
          </>
        )}
        <dt>{t.delivery}</dt>
        <dd className="text-end font-semibold text-success">{t.freeDelivery}</dd>
      </dl>
      {!pricesIncludeVat && <p className="mt-2 text-xs text-ink-muted">{t.vatAddedAtCheckout}</p>}
      <a href={urls.checkout} className="btn btn-accent mt-5 w-full min-h-11">
        {t.proceed}
      </a>
      <a
        href={`${urls.quote}?${cartQuoteQuery}`}
        className="btn mt-3 w-full min-h-11 border border-brand-700 text-brand-700 hover:bg-brand-50"
        data-cart-quote
      >
        {t.requestQuote}
      </a>
      <LiveNote live={cart.live} lines={cart.lines} notices={cart.notices} />
    </aside>
  );
}
