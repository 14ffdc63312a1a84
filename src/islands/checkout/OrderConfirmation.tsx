/**
 * The confirmation page's content: the order the checkout stored in session storage (a reload keeps
 * it), or "No Order Found". Rendered after mount only, since the server has no order to show.
 */
import type { ReactNode } from 'react';
import { orderSummary, type Order } from '../../domain/checkout/order';
import { paymentTone, saleTone, type StatusTone } from '../../domain/checkout/order-schema';
import { shopUrls } from '../../domain/urls';
import type { Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages';
import { useConfirmedOrder } from './order-confirmation-state';
import { OrderItemList, OrderTotalsList } from './order-views';

type Texts = Messages['confirmation'];

const toneClass: Record<StatusTone, string> = {
  green: 'bg-green-100 text-green-900',
  yellow: 'bg-yellow-100 text-yellow-900',
  red: 'bg-red-100 text-red-900',
  blue: 'bg-blue-100 text-blue-900',
};

const slipHref = (order: Order, hash: string) =>
  `/api/order-slip?order=${encodeURIComponent(order.orderId)}&hash=${encodeURIComponent(hash)}`;

/** One of the page's white boxes, named by its heading. */
function Box({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-gray-200 bg-white p-5" aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Badge({ tone, children }: { tone: StatusTone; children: string }) {
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${toneClass[tone]}`}
    >
      {children}
    </span>
  );
}

export default function OrderConfirmation({ locale, t }: { locale: Locale; t: Texts }) {
  const urls = shopUrls(locale);
  const { order, headline, portalWord } = useConfirmedOrder(locale, t);

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

  return (
    <div className="flex flex-col gap-6">
      <div className="rounded-lg border border-green-200 bg-green-50 p-6 text-center">
        <h1 className="text-2xl font-bold text-success sm:text-3xl">{t.confirmed}</h1>
        <p className="mt-2 text-ink">{headline}</p>
        <p className="mt-3 text-lg font-semibold text-ink">
          {t.orderNumber} <bdi data-order-number>#{order.orderId}</bdi>
        </p>
        {order.referenceNo && (
          <p className="text-sm text-ink-muted">
            {t.reference}
            <bdi>{order.referenceNo}</bdi>
          </p>
        )}
        <a
          href={urls.trackOrder(order.referenceNo ?? undefined)}
          className="mt-3 inline-block font-semibold text-brand-700 underline"
          data-track-link
        >
          {t.trackOrder}
        </a>
        {order.hash && (
          <a
            href={slipHref(order, order.hash)}
            // Beside the tracking link: apart from it, so the two read as two links.
            className="ms-6 mt-3 inline-block font-semibold text-brand-700 underline"
          >
            {t.download}
          </a>
        )}
      </div>

      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Box id="items-heading" title={t.items}>
          <OrderItemList items={order.items} locale={locale} t={t} />
        </Box>
        <OrderSideSections order={order} locale={locale} t={t} portalWord={portalWord} />
      </div>
      <a href={urls.products} className="btn btn-primary self-center">
        {t.continueShopping}
      </a>
    </div>
  );
}

function OrderSideSections({
  order,
  locale,
  t,
  portalWord,
}: {
  order: Order;
  locale: Locale;
  t: Texts;
  portalWord: (word: string | null) => string | null;
}) {
  const d = order.details;
  return (
    <div className="flex flex-col gap-6">
      <Box id="summary-heading" title={t.summary}>
        <OrderTotalsList totals={orderSummary(order)} locale={locale} t={t} />
        {order.orderHash && (
          <a href={slipHref(order, order.orderHash)} className="btn btn-primary mt-4 w-full">
            {t.downloadSlip}
          </a>
        )}
      </Box>

      <Box id="customer-heading" title={t.customer}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-ink-muted">{t.name}</dt>
          <dd dir="auto">{d.customerName ?? '—'}</dd>
          <dt className="text-ink-muted">{t.date}</dt>
          <dd>{d.date ?? '—'}</dd>
          <dt className="text-ink-muted">{t.totalItems}</dt>
          <dd>{d.totalItems ?? '—'}</dd>
        </dl>
      </Box>

      <Box id="status-heading" title={t.status}>
        <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
          <dt className="text-ink-muted">{t.paymentMethod}</dt>
          <dd>
            <bdi>{portalWord(d.paymentMethod) ?? '—'}</bdi>
          </dd>
          <dt className="text-ink-muted">{t.paymentStatus}</dt>
          <dd>
            <Badge tone={paymentTone(d.paymentStatus)}>
              {portalWord(d.paymentStatus) ?? t.unknown}
            </Badge>
          </dd>
          <dt className="text-ink-muted">{t.orderStatus}</dt>
          <dd>
            <Badge tone={saleTone(d.saleStatus)}>{portalWord(d.saleStatus) ?? t.unknown}</Badge>
          </dd>
        </dl>
      </Box>
    </div>
  );
}
