/**
 * The cart page. The cart lives in the browser, so nothing is rendered from it until mount; an
 * empty cart sends the shopper home (SPEC section 2). On opening, every line is re-priced with the
 * shop's live figures, and a line says when its price changed, when it is above the stock, or when
 * it is sold out. A changed line is dimmed and locked for 200 ms, and every change is announced to
 * screen readers.
 */
import { plural } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import EmptyState from '../../views/EmptyState';
import { PrePainted } from '../../views/PrePainted';
import { CartLineItem, CartSummaryBox, type CartLineTexts } from './cart-views';
import { useCartView } from './cart-state';

interface Props extends CartLineTexts {
  pricesIncludeVat: boolean;
  locale: Locale;
}

export default function CartView({ pricesIncludeVat, locale, t, priceT, stepperT }: Props) {
  const cart = useCartView({ pricesIncludeVat, locale, t });
  const { mounted, summary } = cart;

  if (cart.empty) {
    return (
      <EmptyState
        title={t.empty}
        heading="h1"
        action={{ href: cart.urls.products, label: t.continueShopping }}
      />
    );
  }

  // Before the stored cart is read, the lines and summary a script painted before React stay (the
  // slot); without them, the same frame shows with its heading in place, so the lines arriving push
  // nothing already on screen. Once read, React's own drawing replaces either in one commit.
  const view = (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <section
        aria-labelledby="cart-heading"
        className="rounded-lg border border-gray-200 bg-white p-4 sm:p-6"
      >
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h1 id="cart-heading" className="text-2xl font-bold text-ink">
            {t.title}{' '}
            {/* Rendered empty before mount: its smaller text sets the line's height, which must not change. */}
            <span className="text-base font-medium text-ink-muted">
              {mounted ? plural(t.items, summary.itemCount, locale) : '\u00a0'}
            </span>
          </h1>
          {mounted && (
            <button
              type="button"
              className="text-sm font-semibold text-danger underline-offset-2 hover:underline"
              onClick={cart.clearAll}
            >
              {t.clearAll}
            </button>
          )}
        </div>
        {!mounted && <p className="py-8 text-ink-muted">{t.loading}</p>}
        <ul className="divide-y divide-gray-100">
          {cart.lines.map((line, i) => (
            <CartLineItem
              key={line.id}
              line={line}
              summary={summary.lines[i]}
              cart={cart}
              pricesIncludeVat={pricesIncludeVat}
              locale={locale}
              t={t}
              priceT={priceT}
              stepperT={stepperT}
            />
          ))}
        </ul>
      </section>
      {mounted && (
        <CartSummaryBox cart={cart} pricesIncludeVat={pricesIncludeVat} locale={locale} t={t} />
      )}
      <p role="status" className="sr-only">
        {cart.announcement}
      </p>
    </div>
  );
  if (mounted) return view;
  return (
    <>
      <PrePainted name="cart" />
      <div data-prepaint-fallback>{view}</div>
    </>
  );
}
