/**
 * Order tracking: the order's reference and e-mail address go to the shop's own route (never the
 * portal), which answers with the order as the portal has it now: status and payment in the page's
 * words, the date, the items and the totals. A reference in the address (`?reference=`, the
 * confirmation page's link) fills the form.
 */
import type { SubmitEvent } from 'react';
import { statusWord, type TrackedOrder } from '../../domain/tracking/order-tracking';
import { fill } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages';
import { Field } from '../forms/Field';
import { Honeypot } from '../forms/Honeypot';
import { OrderItemList, OrderTotalsList } from '../checkout/order-views';
import { useTrackOrder } from './track-order-state';

interface Props {
  locale: Locale;
  t: Messages['track'];
  contact: { phone: string; email: string };
}

export default function TrackOrder({ locale, t, contact }: Props) {
  const tracking = useTrackOrder(t);
  const { order } = tracking;
  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void tracking.submit(new FormData(event.currentTarget));
  }

  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={submit} className="relative grid gap-4 sm:grid-cols-2" data-track-form>
        <Field
          id="track-reference"
          name="reference"
          label={t.reference}
          required
          autoComplete="off"
          value={tracking.reference}
          onChange={(e) => tracking.setReference(e.currentTarget.value)}
          dir="ltr"
          error={tracking.fieldError('reference')}
        />
        <Field
          id="track-email"
          name="email"
          type="email"
          label={t.email}
          required
          autoComplete="email"
          dir="ltr"
          error={tracking.fieldError('email')}
        />
        <Honeypot />
        <div className="flex flex-col gap-3 sm:col-span-2">
          <div role="alert" className="text-sm font-medium text-danger" data-track-error>
            {tracking.formError}
          </div>
          <div role="status" className="text-sm text-ink-muted">
            {tracking.busy ? t.searching : null}
          </div>
          <button
            type="submit"
            disabled={!tracking.mounted || tracking.busy}
            className="btn btn-primary min-h-11 self-start px-6 disabled:opacity-70"
          >
            {t.submit}
          </button>
        </div>
      </form>

      {order && (
        <section
          ref={tracking.result}
          tabIndex={-1}
          aria-labelledby="tracked-heading"
          className="rounded-lg border border-gray-200 bg-white p-5 outline-none"
          data-tracked-order
        >
          <TrackedOrderView order={order} locale={locale} t={t} />
          <p className="mt-4 text-sm text-ink-muted">{fill(t.help, contact)}</p>
        </section>
      )}
    </div>
  );
}

function TrackedOrderView({
  order,
  locale,
  t,
}: {
  order: TrackedOrder;
  locale: Locale;
  t: Messages['track'];
}) {
  return (
    <>
      <h2 id="tracked-heading" className="text-xl font-semibold text-ink">
        {t.orderHeading}
        <bdi>{order.referenceNo}</bdi>
      </h2>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-ink-muted">{t.placedOn}</dt>
        <dd>
          <bdi>{order.date ?? '—'}</bdi>
        </dd>
        <dt className="text-ink-muted">{t.orderStatus}</dt>
        <dd className="font-semibold" data-sale-status={order.saleStatus ?? ''}>
          {statusWord(t.saleStatuses, order.saleStatus, t.otherStatus)}
        </dd>
        <dt className="text-ink-muted">{t.paymentStatus}</dt>
        <dd className="font-semibold" data-payment-status={order.paymentStatus ?? ''}>
          {statusWord(t.paymentStatuses, order.paymentStatus, t.otherStatus)}
        </dd>
      </dl>
      <h3 className="mt-6 mb-2 text-lg font-semibold">{t.items}</h3>
      <OrderItemList items={order.items} locale={locale} t={t} />
      <OrderTotalsList totals={order.totals} locale={locale} t={t} spaced />
    </>
  );
}
