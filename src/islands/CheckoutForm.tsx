/**
 * Checkout: the shopper's details, cash on delivery, and the order summary. On opening, the lines
 * are re-priced with the shop's live figures; a sold-out line or one above the stock stops the
 * order until the cart is put right. The order route gets the form, the product ids and quantities
 * (never prices) and the Grand Total shown, which it only compares with the live total. One
 * idempotency key stands for one intent to order: a double click, a retry or a reload after an
 * answer in doubt sends the same key, so the portal gets one order.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { lineStock } from '../domain/cart';
import { emirates } from '../domain/emirates';
import { summariseCart } from '../domain/cart-summary';
import { honeypotField } from '../domain/honeypot';
import type { Order } from '../domain/order';
import { orderStorageKey } from '../domain/order-schema';
import { shopUrls } from '../domain/urls';
import { fill, formatMoney } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import type { Messages } from '../i18n/messages';
import { $cart, clearCart } from '../stores/cart';
import { notify } from '../stores/toasts';
import { Field } from './Field';
import { Honeypot } from './Honeypot';
import { LineNotices, LiveNote } from './LiveNotices';
import { cartNotices, type CartTexts } from './lib/cart-notices';
import { readOrderAnswer, type OrderAnswer } from './lib/order-answer';
import { clearPendingOrder, readPendingOrder, savePendingOrder, type PendingOrder } from './lib/pending-order';
import { getJson, postJson } from './lib/post-json';
import { useLiveCheck } from './lib/use-live-check';
import { useMounted } from './useMounted';

/** How often the page asks about a doubtful order, and for how long (the server looks for 3 minutes). */
const SETTLE_POLL_MS = 2_000;
const SETTLE_POLL_FOR_MS = 4 * 60_000;
const addressFields = ['line1', 'line2', 'city', 'postal_code', 'state', 'country'] as const;
const requiredAddress = new Set(['line1', 'city', 'country']);
/** Fields an error can be shown beside; any other error is shown above Submit Order. */
const formFields = new Set(['name', 'company', 'email', 'phone', ...['billing', 'shipping'].flatMap((p) => addressFields.map((f) => `${p}_${f}`))]);

type AddressTexts = Pick<Messages['checkout'], 'address' | 'chooseEmirate' | 'emirates'>;

function AddressFields({ prefix, error, t }: { prefix: 'billing' | 'shipping'; error: (name: string) => string | undefined; t: AddressTexts }) {
  // The portal gets the emirate's English name on either language's page.
  const emirateChoices = { prompt: t.chooseEmirate, options: emirates.map((emirate) => ({ value: emirate.name, label: t.emirates[emirate.key] })) };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {addressFields.map((f) => (
        <Field
          key={f}
          id={`${prefix}-${f}`}
          name={`${prefix}_${f}`}
          label={t.address[f]}
          required={requiredAddress.has(f)}
          choices={f === 'state' ? emirateChoices : undefined}
          defaultValue={f === 'country' ? 'United Arab Emirates' : undefined}
          autoComplete={`${prefix} ${f === 'line1' ? 'address-line1' : f === 'line2' ? 'address-line2' : f === 'city' ? 'address-level2' : f === 'state' ? 'address-level1' : f === 'postal_code' ? 'postal-code' : 'country-name'}`}
          className={f === 'line1' || f === 'line2' ? 'sm:col-span-2' : undefined}
          error={error(`${prefix}_${f}`)}
        />
      ))}
    </div>
  );
}

interface Props {
  pricesIncludeVat: boolean;
  locale: Locale;
  t: Messages['checkout'];
  cartT: CartTexts;
  /** The shop's phone and e-mail, for answers that ask the shopper to call. */
  contact: { phone: string; email: string };
}

export default function CheckoutForm({ pricesIncludeVat, locale, t, cartT, contact }: Props) {
  const urls = shopUrls(locale);
  const [notices] = useState(() => cartNotices(cartT, locale));
  const money = (fils: number) => formatMoney(fils, locale);
  const mounted = useMounted();
  const lines = useStore($cart);
  const [sameAsBilling, setSameAsBilling] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [pending, setPending] = useState<PendingOrder | null>(null);
  const [placed, setPlaced] = useState<Order | null>(null);
  /** The page is asking the server about a doubtful order. */
  const [checking, setChecking] = useState(false);
  const idempotencyKey = useRef<string>('');
  const checkedEntry = useRef(false);
  const live = useLiveCheck(lines, mounted, pricesIncludeVat, notices);

  useEffect(() => {
    if (!mounted || checkedEntry.current) return;
    checkedEntry.current = true;
    const doubtful = readPendingOrder();
    idempotencyKey.current = doubtful?.key ?? crypto.randomUUID();
    setPending(doubtful);
    if ($cart.get().length === 0) window.location.replace(urls.home);
  }, [mounted]);

  // While the server looks for a doubtful order at the portal, ask it how that went every few
  // seconds: the page turns into the confirmation, or says the order was not placed.
  useEffect(() => {
    if (!pending) return;
    setChecking(true);
    let stopped = false;
    let timer: number | undefined;
    const giveUpAt = Date.now() + SETTLE_POLL_FOR_MS;
    const ask = async () => {
      const answer = readOrderAnswer(await getJson<{ order: Order | null }>(`/api/orders?key=${encodeURIComponent(pending.key)}`));
      if (stopped) return;
      const askAgain = (answer.kind === 'failed' || (answer.kind === 'pending' && answer.settling)) && Date.now() < giveUpAt;
      if (askAgain) {
        timer = window.setTimeout(ask, SETTLE_POLL_MS);
        return;
      }
      setChecking(false);
      if (answer.kind !== 'pending' && answer.kind !== 'failed') handleAnswer(answer, pending.key, pending.body);
    };
    timer = window.setTimeout(ask, SETTLE_POLL_MS);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [pending]);

  const errorField = error?.field !== undefined && formFields.has(error.field) ? error.field : undefined;
  useEffect(() => {
    if (errorField) document.getElementById(errorField.replace('_', '-'))?.focus();
  }, [error, errorField]);

  function formBody(form: HTMLFormElement): Record<string, unknown> {
    const data = new FormData(form);
    const value = (name: string) => String(data.get(name) ?? '');
    const cart = $cart.get();
    const body: Record<string, unknown> = {
      name: value('name'),
      company: value('company'),
      email: value('email'),
      phone: value('phone'),
      same_as_billing: sameAsBilling,
      note: '',
      items: cart.map((l) => ({ product_id: l.id, qty: l.quantity })),
      // The Grand Total on screen: the order route refuses the order if the portal's differs.
      expected_total: summariseCart(cart, pricesIncludeVat).grandTotal,
      [honeypotField]: value(honeypotField),
    };
    for (const prefix of sameAsBilling ? ['billing'] : ['billing', 'shipping']) {
      for (const f of addressFields) body[`${prefix}_${f}`] = value(`${prefix}_${f}`);
    }
    return body;
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const key = idempotencyKey.current;
    // An order in doubt is asked about again exactly as it was sent, whatever the form says now.
    const body = pending?.body ?? formBody(event.currentTarget);
    setBusy(true);
    setError(null);
    // After "it may have gone through", only the recorded outcome is wanted, never a new order.
    const headers = { 'Idempotency-Key': key, ...(pending ? { 'Idempotency-Replay-Only': 'true' } : {}) };
    const answer = readOrderAnswer(await postJson<{ order: Order | null }>('/api/orders', body, headers));
    setBusy(false);
    handleAnswer(answer, key, body);
  }

  function handleAnswer(answer: OrderAnswer, key: string, body: Record<string, unknown>) {
    switch (answer.kind) {
      case 'placed': {
        clearPendingOrder();
        setPending(null);
        setPlaced(answer.order);
        try {
          sessionStorage.setItem(orderStorageKey, JSON.stringify(answer.order));
        } catch {
          // Without session storage the confirmation page says "No Order Found"; the order stands.
        }
        clearCart();
        notify({ title: t.successTitle, description: t.successText });
        window.setTimeout(() => window.location.assign(urls.confirmation), 1500);
        return;
      }
      case 'changed':
        // The old key is bound to the refused body; the corrected order is a new request.
        idempotencyKey.current = crypto.randomUUID();
        if (answer.offers) live.apply(answer.offers);
        setError({ message: answer.message });
        return;
      case 'pending': {
        const doubtful = { key, message: answer.message, body };
        savePendingOrder(doubtful);
        setPending(doubtful);
        return;
      }
      case 'not-placed':
        // The server looked for it at the portal: nothing was stored, so Submit may send it again, as a new intent.
        clearPendingOrder();
        setPending(null);
        idempotencyKey.current = crypto.randomUUID();
        setError({ message: answer.message });
        return;
      case 'failed': {
        if (!answer.keepKey && !pending) idempotencyKey.current = crypto.randomUUID();
        // The route answers in the page's language; no answer at all gets the page's own words.
        setError({ message: answer.message || fill(t.noAnswer, contact), field: answer.field });
        notify({
          title: t.failedTitle,
          // The portal's refusal of an empty cart, which SPEC answers with its own toast text.
          description: answer.code === 'empty-cart' ? t.emptyCartText : t.failedTitle,
          variant: 'destructive',
        });
      }
    }
  }

  // The form does not depend on the stored cart, so it is in the pre-rendered page; the summary
  // fills in once the cart is read, inside a box already on screen (no layout shift).
  const shown = mounted ? lines : [];
  const summary = summariseCart(shown, pricesIncludeVat);
  // Only what the live check confirmed stops an order: unconfirmed figures are checked by the order route.
  const blocked = shown.some((line) => live.confirmed.has(line.id) && lineStock(line).kind !== 'in-stock');
  const locked = busy || placed !== null || pending !== null;
  const fieldError = (name: string) => (errorField === name ? error?.message : undefined);
  const section = 'rounded-lg border border-gray-200 bg-white p-4 sm:p-6 [&>legend+*]:clear-both';
  const heading = 'mb-4 text-lg font-semibold text-ink';

  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <form onSubmit={submit} className="relative flex flex-col gap-6" aria-describedby="checkout-error">
        <fieldset className={section} disabled={locked}>
          <legend className={`${heading} float-start w-full`}>{t.personal}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="name" name="name" label={t.name} required autoComplete="name" error={fieldError('name')} />
            <Field id="company" name="company" label={t.company} autoComplete="organization" error={fieldError('company')} />
            <Field id="email" name="email" type="email" label={t.email} required autoComplete="email" error={fieldError('email')} />
            <Field id="phone" name="phone" type="tel" label={t.phone} required autoComplete="tel" hint={t.phoneHint} error={fieldError('phone')} />
          </div>
        </fieldset>
        <fieldset className={section} disabled={locked}>
          <legend className={`${heading} float-start w-full`}>{t.billing}</legend>
          <AddressFields prefix="billing" error={fieldError} t={t} />
        </fieldset>
        <fieldset className={section} disabled={locked}>
          <legend className={`${heading} float-start w-full`}>{t.shipping}</legend>
          <label className="clear-both flex min-h-11 items-center gap-3 text-sm font-medium text-ink">
            <input type="checkbox" checked={sameAsBilling} onChange={(e) => setSameAsBilling(e.target.checked)} className="size-5 accent-brand-700" />
            {t.sameAsBilling}
          </label>
          {!sameAsBilling && (
            <div className="mt-4">
              <AddressFields prefix="shipping" error={fieldError} t={t} />
            </div>
          )}
        </fieldset>
        <fieldset className={section} disabled={locked}>
          <legend className={`${heading} float-start w-full`}>{t.payment}</legend>
          <label className="clear-both flex min-h-11 items-center gap-3 rounded-md border border-brand-700 bg-brand-50 px-4 text-sm font-semibold text-ink">
            <input type="radio" name="payment_method" value="cod" defaultChecked className="size-5 accent-brand-700" />
            {t.cod}
          </label>
        </fieldset>
        <Honeypot />
        <div className="flex flex-col gap-3">
          {pending && (
            <div role="alert" className="rounded-md border-2 border-amber-500 bg-amber-50 p-4 text-sm font-semibold text-ink" data-order-pending>
              {pending.message}
              {checking && (
                <p className="mt-2 font-normal" data-order-checking>
                  {t.checkingOrder}
                </p>
              )}
            </div>
          )}
          <div id="checkout-error" role="alert" className="text-sm font-medium text-danger">
            {error && !errorField ? error.message : null}
          </div>
          {blocked && !pending && (
            <p className="text-sm font-medium text-danger" data-order-blocked>
              {notices.orderBlocked}{' '}
              <a href={urls.cart} className="font-semibold underline">{t.reviewCart}</a>
            </p>
          )}
          <div role="status" className="text-sm font-medium">
            {busy && <span className="text-ink-muted">{t.placing}</span>}
            {placed && <span className="text-success">{fill(t.placed, { orderId: placed.orderId })}</span>}
          </div>
          {/* Enabled by the island: before it runs, a native submit would put the form in the URL. */}
          <button
            type="submit"
            disabled={!mounted || busy || placed !== null || (blocked && !pending)}
            className="btn btn-accent min-h-12 text-base disabled:opacity-70"
          >
            {busy ? t.submitting : t.submit}
          </button>
        </div>
        {placed && (
          <section className={section} aria-labelledby="order-response-heading">
            <h2 id="order-response-heading" className={heading}>{t.response}</h2>
            <table className="w-full text-start text-sm">
              <tbody>
                {Object.entries(placed).map(([key, value]) => (
                  <tr key={key} className="border-b border-gray-100 align-top">
                    <th scope="row" className="py-1.5 pe-4 text-start font-medium text-ink-muted">{key}</th>
                    <td className="py-1.5 break-all text-ink">{typeof value === 'object' ? JSON.stringify(value) : String(value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <a href={urls.confirmation} className="mt-4 inline-block font-semibold text-brand-700 underline">{t.viewConfirmation}</a>
          </section>
        )}
      </form>
      <aside aria-labelledby="checkout-summary-heading" className={`${section} h-fit`}>
        <h2 id="checkout-summary-heading" className={heading}>{t.summary}</h2>
        {mounted ? (
          <>
            <ul className="mb-4 divide-y divide-gray-100 text-sm">
              {shown.map((l, i) => (
                <li key={l.id} className="py-2" data-checkout-line={l.id} data-stock={lineStock(l).kind}>
                  <div className="flex justify-between gap-3">
                    <span dir="auto" className="text-ink">{fill(t.lineOf, { name: l.name, quantity: l.quantity })}</span>
                    <span className="shrink-0 font-medium">{money(summary.lines[i]?.lineTotal ?? 0)}</span>
                  </div>
                  <LineNotices line={l} change={live.changes.get(l.id)} pricesIncludeVat={pricesIncludeVat} notices={notices} />
                </li>
              ))}
            </ul>
            <dl className="grid grid-cols-[1fr_auto] gap-y-2 text-sm">
              <dt>{t.totalWithoutTax}</dt>
              <dd className="text-end" data-total-without-tax>{money(summary.totalWithoutTax)}</dd>
              <dt>{notices.taxLabel(summary.vatPercent)}</dt>
              <dd className="text-end" data-tax>{money(summary.tax)}</dd>
              <dt className="font-semibold">{t.total}</dt>
              <dd className="text-end font-semibold" data-total>{money(summary.total)}</dd>
              <dt>{t.shippingCost}</dt>
              <dd className="text-end">{money(summary.shipping)}</dd>
              {summary.savings > 0 && (
                <>
                  <dt className="text-success">{t.youSave}</dt>
                  <dd className="text-end text-success" data-savings>{money(summary.savings)}</dd>
                </>
              )}
              <dt className="border-t border-gray-200 pt-2 text-base font-bold">{t.grandTotal}</dt>
              <dd className="border-t border-gray-200 pt-2 text-end text-base font-bold" data-grand-total>{money(summary.grandTotal)}</dd>
            </dl>
            <p className="mt-3 text-xs text-ink-muted">{t.deliveryNote}</p>
            <LiveNote live={live} lines={shown} notices={notices} />
            <p role="status" className="sr-only">{live.announcement}</p>
          </>
        ) : (
          <p className="text-sm text-ink-muted">{t.loading}</p>
        )}
      </aside>
    </div>
  );
}
