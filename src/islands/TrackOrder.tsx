/**
 * Order tracking: the order's reference and e-mail address go to the shop's own route (never the
 * portal), which answers with the order as the portal has it now: status and payment in the page's
 * words, the date, the items and the totals. A reference in the address (`?reference=`, the
 * confirmation page's link) fills the form.
 */
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import * as v from 'valibot';
import type { Fils } from '../domain/catalogue';
import { honeypotField } from '../domain/honeypot';
import { statusWord, trackedOrderSchema, type TrackedOrder } from '../domain/order-tracking';
import { fill, formatMoney } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import type { Messages } from '../i18n/messages';
import { Field } from './Field';
import { Honeypot } from './Honeypot';
import { postJson } from './lib/post-json';
import { useMounted } from './useMounted';

interface Props {
  locale: Locale;
  t: Messages['track'];
  contact: { phone: string; email: string };
}

export default function TrackOrder({ locale, t, contact }: Props) {
  const mounted = useMounted();
  const [reference, setReference] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [order, setOrder] = useState<TrackedOrder | null>(null);
  const result = useRef<HTMLElement>(null);
  const money = (fils: Fils | null) => (fils === null ? '—' : formatMoney(fils, locale));

  useEffect(() => {
    setReference(new URLSearchParams(window.location.search).get('reference') ?? '');
  }, []);
  useEffect(() => {
    if (order) result.current?.focus();
  }, [order]);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    setOrder(null);
    const body = Object.fromEntries(['reference', 'email', honeypotField].map((f) => [f, String(data.get(f) ?? '')]));
    const answer = await postJson<{ order: unknown }>('/api/track-order', body);
    setBusy(false);
    if (answer.ok) {
      const parsed = v.safeParse(trackedOrderSchema, answer.order);
      if (parsed.success) setOrder(parsed.output);
      else setError({ message: t.failed });
    } else setError({ message: answer.error || t.failed, field: answer.field });
  }

  const fieldError = (name: string) => (error?.field === name ? error.message : undefined);
  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={submit} className="relative grid gap-4 sm:grid-cols-2" data-track-form>
        <Field
          id="track-reference"
          name="reference"
          label={t.reference}
          required
          autoComplete="off"
          value={reference}
          onChange={(e) => setReference(e.currentTarget.value)}
          dir="ltr"
          error={fieldError('reference')}
        />
        <Field id="track-email" name="email" type="email" label={t.email} required autoComplete="email" dir="ltr" error={fieldError('email')} />
        <Honeypot />
        <div className="flex flex-col gap-3 sm:col-span-2">
          <div role="alert" className="text-sm font-medium text-danger" data-track-error>
            {error && !error.field ? error.message : null}
          </div>
          <div role="status" className="text-sm text-ink-muted">
            {busy ? t.searching : null}
          </div>
          <button type="submit" disabled={!mounted || busy} className="btn btn-primary min-h-11 self-start px-6 disabled:opacity-70">
            {t.submit}
          </button>
        </div>
      </form>

      {order && (
        <section ref={result} tabIndex={-1} aria-labelledby="tracked-heading" className="rounded-lg border border-gray-200 bg-white p-5 outline-none" data-tracked-order>
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
          <ul className="divide-y divide-gray-100">
            {order.items.map((item, i) => (
              <li key={`${item.productCode}-${i}`} className="flex items-start justify-between gap-4 py-3" data-tracked-item>
                <div>
                  <p dir="auto" className="font-medium text-ink">{item.productName}</p>
                  <p className="text-sm text-ink-muted">{t.code}<bdi>{item.productCode}</bdi></p>
                  <p className="text-sm text-ink-muted">{fill(t.qty, { count: item.quantity })}</p>
                </div>
                <p className="font-semibold text-ink">{money(item.unitPrice)}</p>
              </li>
            ))}
          </ul>
          <dl className="mt-4 grid grid-cols-[1fr_auto] gap-y-2 text-sm">
            <dt>{t.subtotal}</dt>
            <dd className="text-end">{money(order.totals.subtotal)}</dd>
            <dt>{t.productTax}</dt>
            <dd className="text-end">{money(order.totals.productTax)}</dd>
            <dt>{t.orderTax}</dt>
            <dd className="text-end">{money(order.totals.orderTax)}</dd>
            <dt>{t.shipping}</dt>
            <dd className="text-end">{money(order.totals.shipping)}</dd>
            <dt className="border-t border-gray-200 pt-2 text-base font-bold">{t.grandTotal}</dt>
            <dd className="border-t border-gray-200 pt-2 text-end text-base font-bold" data-grand-total>
              {money(order.totals.grandTotal)}
            </dd>
          </dl>
          <p className="mt-4 text-sm text-ink-muted">{fill(t.help, contact)}</p>
        </section>
      )}
    </div>
  );
}
