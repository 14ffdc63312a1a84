/**
 * The confirmation page's content: the order the checkout stored in session storage (a reload keeps
 * it), or "No Order Found". Rendered after mount only, since the server has no order to show.
 */
import { useEffect, useState } from 'react';
import type { Fils } from '../domain/catalogue';
import { orderSummary, type Order } from '../domain/order';
import { orderStorageKey, paymentTone, readStoredOrder, saleTone, type StatusTone } from '../domain/order-schema';
import { shopUrls } from '../domain/urls';
import { fill, formatMoney } from '../i18n/format';
import { defaultLocale, type Locale } from '../i18n/locales';
import type { Messages } from '../i18n/messages';

const toneClass: Record<StatusTone, string> = {
  green: 'bg-green-100 text-green-900',
  yellow: 'bg-yellow-100 text-yellow-900',
  red: 'bg-red-100 text-red-900',
  blue: 'bg-blue-100 text-blue-900',
};

// The portal writes its messages in the shop's first language (a stock SMA install: English).
const portalLocale: Locale = defaultLocale;

const slipHref = (order: Order, hash: string) => `/api/order-slip?order=${encodeURIComponent(order.orderId)}&hash=${encodeURIComponent(hash)}`;

function Badge({ tone, children }: { tone: StatusTone; children: string }) {
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${toneClass[tone]}`}>{children}</span>;
}

export default function OrderConfirmation({ locale, t }: { locale: Locale; t: Messages['confirmation'] }) {
  const urls = shopUrls(locale);
  const money = (fils: Fils | null) => (fils === null ? '—' : formatMoney(fils, locale));
  const words: Readonly<Record<string, string>> = t.portalWords;
  const portalWord = (word: string | null) => {
    const key = word?.toLowerCase() ?? '';
    return Object.hasOwn(words, key) ? words[key] : word;
  };
  const [order, setOrder] = useState<Order | null | undefined>(undefined);

  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = sessionStorage.getItem(orderStorageKey);
    } catch {
      stored = null;
    }
    setOrder(readStoredOrder(stored));
  }, []);

  // The pre-rendered page, before the stored order is read: the heading is there from the start.
  if (order === undefined) {
    return (
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-ink">{t.title}</h1>
        <p className="text-ink-muted">{t.loading}</p>
      </div>
    );
  }
  if (order === null) {
    return (
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-ink">{t.notFound}</h1>
        <a href={urls.home} className="btn btn-primary">
          {t.goHome}
        </a>
      </div>
    );
  }

  const summary = orderSummary(order);
  const d = order.details;
  return (
    <div className="flex flex-col gap-6">
      <div className="rounded-lg border border-green-200 bg-green-50 p-6 text-center">
        <h1 className="text-2xl font-bold text-success sm:text-3xl">{t.confirmed}</h1>
        <p className="mt-2 text-ink">{locale === portalLocale && order.message ? order.message : t.placed}</p>
        <p className="mt-3 text-lg font-semibold text-ink">
          {t.orderNumber} <bdi data-order-number>#{order.orderId}</bdi>
        </p>
        {order.referenceNo && <p className="text-sm text-ink-muted">{t.reference}<bdi>{order.referenceNo}</bdi></p>}
        <a href={urls.trackOrder(order.referenceNo ?? undefined)} className="mt-3 inline-block font-semibold text-brand-700 underline" data-track-link>
          {t.trackOrder}
        </a>
        {order.hash && (
          <a href={slipHref(order, order.hash)} className="mt-3 inline-block font-semibold text-brand-700 underline">
            {t.download}
          </a>
        )}
      </div>

      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <section className="rounded-lg border border-gray-200 bg-white p-5" aria-labelledby="items-heading">
          <h2 id="items-heading" className="mb-3 text-lg font-semibold">{t.items}</h2>
          <ul className="divide-y divide-gray-100">
            {order.items.map((item, i) => (
              <li key={`${item.productCode}-${i}`} className="flex items-start justify-between gap-4 py-3">
                <div>
                  <p dir="auto" className="font-medium text-ink">{item.productName}</p>
                  <p className="text-sm text-ink-muted">{t.code}<bdi>{item.productCode}</bdi></p>
                  <p className="text-sm text-ink-muted">{fill(t.qty, { count: item.quantity })}</p>
                </div>
                <p className="font-semibold text-ink">{money(item.unitPrice)}</p>
              </li>
            ))}
          </ul>
        </section>

        <div className="flex flex-col gap-6">
          <section className="rounded-lg border border-gray-200 bg-white p-5" aria-labelledby="summary-heading">
            <h2 id="summary-heading" className="mb-3 text-lg font-semibold">{t.summary}</h2>
            <dl className="grid grid-cols-[1fr_auto] gap-y-2 text-sm">
              <dt>{t.subtotal}</dt>
              <dd className="text-end">{money(summary.subtotal)}</dd>
              <dt>{t.productTax}</dt>
              <dd className="text-end">{money(summary.productTax)}</dd>
              <dt>{t.orderTax}</dt>
              <dd className="text-end">{money(summary.orderTax)}</dd>
              <dt>{t.shipping}</dt>
              <dd className="text-end">{money(summary.shipping)}</dd>
              <dt className="border-t border-gray-200 pt-2 text-base font-bold">{t.grandTotal}</dt>
              <dd className="border-t border-gray-200 pt-2 text-end text-base font-bold" data-grand-total>
                {money(summary.grandTotal)}
              </dd>
            </dl>
            {order.orderHash && (
              <a href={slipHref(order, order.orderHash)} className="btn btn-primary mt-4 w-full">
                {t.downloadSlip}
              </a>
            )}
          </section>

          <section className="rounded-lg border border-gray-200 bg-white p-5" aria-labelledby="customer-heading">
            <h2 id="customer-heading" className="mb-3 text-lg font-semibold">{t.customer}</h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-ink-muted">{t.name}</dt>
              <dd dir="auto">{d.customerName ?? '—'}</dd>
              <dt className="text-ink-muted">{t.date}</dt>
              <dd>{d.date ?? '—'}</dd>
              <dt className="text-ink-muted">{t.totalItems}</dt>
              <dd>{d.totalItems ?? '—'}</dd>
            </dl>
          </section>

          <section className="rounded-lg border border-gray-200 bg-white p-5" aria-labelledby="status-heading">
            <h2 id="status-heading" className="mb-3 text-lg font-semibold">{t.status}</h2>
            <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
              <dt className="text-ink-muted">{t.paymentMethod}</dt>
              <dd>
                <bdi>{portalWord(d.paymentMethod) ?? '—'}</bdi>
              </dd>
              <dt className="text-ink-muted">{t.paymentStatus}</dt>
              <dd>
                <Badge tone={paymentTone(d.paymentStatus)}>{portalWord(d.paymentStatus) ?? t.unknown}</Badge>
              </dd>
              <dt className="text-ink-muted">{t.orderStatus}</dt>
              <dd>
                <Badge tone={saleTone(d.saleStatus)}>{portalWord(d.saleStatus) ?? t.unknown}</Badge>
              </dd>
            </dl>
          </section>
        </div>
      </div>
      <a href={urls.products} className="btn btn-primary self-center">
        {t.continueShopping}
      </a>
    </div>
  );
}
