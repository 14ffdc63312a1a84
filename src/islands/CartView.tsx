/**
 * The cart page. The cart lives in the browser, so nothing is rendered from it until mount; an
 * empty cart sends the shopper home (SPEC section 2). On opening, every line is re-priced with the
 * shop's live figures, and a line says when its price changed, when it is above the stock, or when
 * it is sold out. A changed line is dimmed and locked for 200 ms, and every change is announced to
 * screen readers.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { lineProductPath, lineStock, maxQuantity } from '../domain/cart';
import { summariseCart } from '../domain/cart-summary';
import { cartQuoteQuery } from '../domain/quote-link';
import { shopUrls } from '../domain/urls';
import { fill, formatMoney, plural } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import type { Messages } from '../i18n/messages';
import { cartNotices } from './lib/cart-notices';
import { $cart, clearCart, removeItem, updateQuantity } from '../stores/cart';
import { CartImage } from './CartImage';
import { LineNotices, LiveNote } from './LiveNotices';
import { useLiveCheck } from './lib/use-live-check';
import { PriceTag } from '../components/product/PriceTag';
import { QuantityStepper } from './QuantityStepper';
import { useMounted } from './useMounted';
import EmptyState from '../components/EmptyState';

const lockMs = 200;

interface Props {
  pricesIncludeVat: boolean;
  locale: Locale;
  t: Messages['cart'];
  priceT: Pick<Messages['card'], 'salePrice' | 'was'>;
  stepperT: Messages['common']['stepper'];
}

export default function CartView({ pricesIncludeVat, locale, t, priceT, stepperT }: Props) {
  const urls = shopUrls(locale);
  const [notices] = useState(() => cartNotices(t, locale));
  const money = (fils: number) => formatMoney(fils, locale);
  const mounted = useMounted();
  const lines = useStore($cart);
  const [locked, setLocked] = useState<ReadonlySet<number>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const live = useLiveCheck(lines, mounted, pricesIncludeVat, notices);
  useEffect(() => {
    if (live.announcement) setAnnouncement(live.announcement);
  }, [live.announcement]);

  useEffect(() => {
    if (mounted && lines.length === 0) window.location.replace(urls.home);
  }, [mounted, lines.length]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  function lock(id: number) {
    setLocked((s) => new Set(s).add(id));
    clearTimeout(timers.current.get(id));
    timers.current.set(
      id,
      setTimeout(() => setLocked((s) => {
        const next = new Set(s);
        next.delete(id);
        return next;
      }), lockMs),
    );
  }

  if (mounted && lines.length === 0) {
    return (
      <EmptyState title={t.empty} heading="h1" action={{ href: urls.products, label: t.continueShopping }} />
    );
  }

  // Before the stored cart is read (the server's render, and hydration), the page shows the same
  // frame with its heading in place, so the lines arriving push nothing already on screen.
  const shown = mounted ? lines : [];
  const summary = summariseCart(shown, pricesIncludeVat);
  const count = summary.itemCount;
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <section aria-labelledby="cart-heading" className="rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h1 id="cart-heading" className="text-2xl font-bold text-ink">
            {t.title}{' '}
            {/* Rendered empty before mount: its smaller text sets the line's height, which must not change. */}
            <span className="text-base font-medium text-ink-muted">{mounted ? plural(t.items, count, locale) : '\u00a0'}</span>
          </h1>
          {mounted && (
            <button
              type="button"
              className="text-sm font-semibold text-danger underline-offset-2 hover:underline"
              onClick={() => {
                clearCart();
                setAnnouncement(t.cleared);
              }}
            >
              {t.clearAll}
            </button>
          )}
        </div>
        {!mounted && <p className="py-8 text-ink-muted">{t.loading}</p>}
        <ul className="divide-y divide-gray-100">
          {shown.map((line, i) => {
            const s = summary.lines[i];
            const busy = locked.has(line.id);
            return (
              <li key={line.id} className="py-4" data-cart-line={line.id} data-stock={lineStock(line).kind}>
                <div className={`flex gap-4 transition-opacity ${busy ? 'pointer-events-none opacity-50' : ''}`} aria-busy={busy}>
                  <CartImage src={line.image} />
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <div className="flex items-start justify-between gap-3">
                      <div className="min-w-0">
                        <p className="font-semibold text-ink">
                          <a href={urls.product(lineProductPath(line))} dir="auto" className="hover:text-brand-700 hover:underline" data-cart-line-link>
                            {line.name}
                          </a>
                        </p>
                        {line.brand && <p className="text-sm text-ink-muted">{line.brand}</p>}
                        <p className="text-sm text-ink-muted">{fill(t.available, { count: line.quantity_available ?? 0 })}</p>
                        <LineNotices line={line} change={live.changes.get(line.id)} pricesIncludeVat={pricesIncludeVat} notices={notices} />
                      </div>
                      <button
                        type="button"
                        disabled={busy}
                        aria-label={fill(t.remove, { name: line.name })}
                        className="flex size-10 shrink-0 items-center justify-center rounded-md text-ink-muted hover:bg-red-50 hover:text-danger"
                        onClick={() => {
                          removeItem(line.id);
                          setAnnouncement(fill(t.removed, { name: line.name }));
                        }}
                      >
                        <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                          <path d="M4 7h16M9 7V4h6v3m-8 0l1 13h8l1-13" strokeLinecap="round" strokeLinejoin="round" />
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
                        onChange={(qty) => {
                          updateQuantity(line.id, qty);
                          lock(line.id);
                          setAnnouncement(fill(t.quantityChanged, { name: line.name, quantity: qty }));
                        }}
                      />
                      <PriceTag price={line.price} salePrice={line.promoPrice ?? null} vatPercent={line.vatPercent} pricesIncludeVat={pricesIncludeVat} size="sm" locale={locale} t={priceT} />
                    </div>
                  </div>
                </div>
                {s && s.freeQuantity > 0 && (
                  <div className="mt-3 flex items-center gap-4 rounded-md bg-green-50 p-3 text-sm" data-free-line={line.id}>
                    <span className="font-semibold text-success">{t.free}</span>
                    <span dir="auto" className="flex-1 text-ink">{line.name}</span>
                    <span className="text-ink-muted">{fill(t.qty, { count: s.freeQuantity })}</span>
                    <span className="font-semibold text-ink">{money(0)}</span>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      {mounted && (
        <aside aria-labelledby="summary-heading" className="h-fit rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
          <h2 id="summary-heading" className="mb-4 text-lg font-bold text-ink">{t.summary}</h2>
          <dl className="grid grid-cols-[1fr_auto] gap-y-2 text-sm">
            <dt>{t.subtotal}</dt>
            <dd className="text-end font-semibold" data-subtotal>{money(summary.subtotal)}</dd>
            {summary.savings > 0 && (
              <>
                <dt className="text-success">{t.youSave}</dt>
                <dd className="text-end font-semibold text-success" data-savings>{money(summary.savings)}</dd>
              </>
            )}
            <dt>{t.delivery}</dt>
            <dd className="text-end font-semibold text-success">{t.freeDelivery}</dd>
          </dl>
          {!pricesIncludeVat && <p className="mt-2 text-xs text-ink-muted">{t.vatAddedAtCheckout}</p>}
          <a href={urls.checkout} className="btn btn-accent mt-5 w-full min-h-11">
            {t.proceed}
          </a>
          <a href={`${urls.quote}?${cartQuoteQuery}`} className="btn mt-3 w-full min-h-11 border border-brand-700 text-brand-700 hover:bg-brand-50" data-cart-quote>
            {t.requestQuote}
          </a>
          <LiveNote live={live} lines={shown} notices={notices} />
        </aside>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
