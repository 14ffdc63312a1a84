/**
 * The checkout's pieces: the shopper's details (personal, billing, shipping, payment), what stands
 * above Submit Order (an order in doubt, errors, the button), the order as the portal answered it,
 * and the order summary beside the form.
 */
import { lineStock } from '../../domain/cart/cart';
import { emirates } from '../../domain/checkout/emirates';
import type { Order } from '../../domain/checkout/order';
import { fill, formatMoney } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages';
import { Field } from '../forms/Field';
import { LineNotices, LiveNote } from '../LiveNotices';
import { addressFields, type CheckoutFormState } from './checkout-form-state';

type Texts = Messages['checkout'];

export const section =
  'rounded-lg border border-gray-200 bg-white p-4 sm:p-6 [&>legend+*]:clear-both';
export const heading = 'mb-4 text-lg font-semibold text-ink';
const legend = `${heading} float-start w-full`;

const requiredAddress = new Set(['line1', 'city', 'country']);
const autoComplete: Record<(typeof addressFields)[number], string> = {
  line1: 'address-line1',
  line2: 'address-line2',
  city: 'address-level2',
  postal_code: 'postal-code',
  state: 'address-level1',
  country: 'country-name',
};

type AddressTexts = Pick<Texts, 'address' | 'chooseEmirate' | 'emirates'>;

function AddressFields({
  prefix,
  error,
  t,
}: {
  prefix: 'billing' | 'shipping';
  error: (name: string) => string | undefined;
  t: AddressTexts;
}) {
  // The portal gets the emirate's English name on either language's page.
  const emirateChoices = {
    prompt: t.chooseEmirate,
    options: emirates.map((emirate) => ({ value: emirate.name, label: t.emirates[emirate.key] })),
  };
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
          autoComplete={`${prefix} ${autoComplete[f]}`}
          className={f === 'line1' || f === 'line2' ? 'sm:col-span-2' : undefined}
          error={error(`${prefix}_${f}`)}
        />
      ))}
    </div>
  );
}

export function ShopperFieldsets({ checkout, t }: { checkout: CheckoutFormState; t: Texts }) {
  const { fieldError, locked, sameAsBilling } = checkout;
  return (
    <>
      <fieldset className={section} disabled={locked}>
        <legend className={legend}>{t.personal}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id="name"
            name="name"
            label={t.name}
            required
            autoComplete="name"
            error={fieldError('name')}
          />
          <Field
            id="company"
            name="company"
            label={t.company}
            autoComplete="organization"
            error={fieldError('company')}
          />
          <Field
            id="email"
            name="email"
            type="email"
            label={t.email}
            required
            autoComplete="email"
            error={fieldError('email')}
          />
          <Field
            id="phone"
            name="phone"
            type="tel"
            label={t.phone}
            required
            autoComplete="tel"
            hint={t.phoneHint}
            error={fieldError('phone')}
          />
        </div>
      </fieldset>
      <fieldset className={section} disabled={locked}>
        <legend className={legend}>{t.billing}</legend>
        <AddressFields prefix="billing" error={fieldError} t={t} />
      </fieldset>
      <fieldset className={section} disabled={locked}>
        <legend className={legend}>{t.shipping}</legend>
        <label className="clear-both flex min-h-11 items-center gap-3 text-sm font-medium text-ink">
          <input
            type="checkbox"
            checked={sameAsBilling}
            onChange={(e) => checkout.setSameAsBilling(e.target.checked)}
            className="size-5 accent-brand-700"
          />
          {t.sameAsBilling}
        </label>
        {!sameAsBilling && (
          <div className="mt-4">
            <AddressFields prefix="shipping" error={fieldError} t={t} />
          </div>
        )}
      </fieldset>
      <fieldset className={section} disabled={locked}>
        <legend className={legend}>{t.payment}</legend>
        <label
          className={[
            'clear-both flex min-h-11 items-center gap-3 rounded-md border border-brand-700',
            'bg-brand-50 px-4 text-sm font-semibold text-ink',
          ].join(' ')}
        >
          <input
            type="radio"
            name="payment_method"
            value="cod"
            defaultChecked
            className="size-5 accent-brand-700"
          />
          {t.cod}
        </label>
      </fieldset>
    </>
  );
}

export function OrderActions({ checkout, t }: { checkout: CheckoutFormState; t: Texts }) {
  const { pending, blocked, busy, placed } = checkout;
  return (
    <div className="flex flex-col gap-3">
      {pending && (
        <div
          role="alert"
          className="rounded-md border-2 border-amber-500 bg-amber-50 p-4 text-sm font-semibold text-ink"
          data-order-pending
        >
          {pending.message}
          {checkout.checking && (
            <p className="mt-2 font-normal" data-order-checking>
              {t.checkingOrder}
            </p>
          )}
        </div>
      )}
      <div id="checkout-error" role="alert" className="text-sm font-medium text-danger">
        {checkout.formError}
      </div>
      {blocked && !pending && (
        <p className="text-sm font-medium text-danger" data-order-blocked>
          {checkout.notices.orderBlocked}{' '}
          <a href={checkout.urls.cart} className="font-semibold underline">
            {t.reviewCart}
          </a>
        </p>
      )}
      <div role="status" className="text-sm font-medium">
        {busy && <span className="text-ink-muted">{t.placing}</span>}
        {placed && (
          <span className="text-success">{fill(t.placed, { orderId: placed.orderId })}</span>
        )}
      </div>
      {/* Enabled by the island: before it runs, a native submit would put the form in the URL. */}
      <button
        type="submit"
        disabled={!checkout.mounted || busy || placed !== null || (blocked && !pending)}
        className="btn btn-accent min-h-12 text-base disabled:opacity-70"
      >
        {busy ? t.submitting : t.submit}
      </button>
    </div>
  );
}

/** The portal's answer, field by field, with the way to the confirmation page. */
export function PlacedOrder({
  order,
  confirmationHref,
  t,
}: {
  order: Order;
  confirmationHref: string;
  t: Texts;
}) {
  return (
    <section className={section} aria-labelledby="order-response-heading">
      <h2 id="order-response-heading" className={heading}>
        {t.response}
      </h2>
      <table className="w-full text-start text-sm">
        <tbody>
          {Object.entries(order).map(([key, value]) => (
            <tr key={key} className="border-b border-gray-100 align-top">
              <th scope="row" className="py-1.5 pe-4 text-start font-medium text-ink-muted">
                {key}
              </th>
              <td className="py-1.5 break-all text-ink">
                {typeof value === 'object' ? JSON.stringify(value) : String(value)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <a
        href={confirmationHref}
        className="mt-4 inline-block font-semibold text-brand-700 underline"
      >
        {t.viewConfirmation}
      </a>
    </section>
  );
}

/** The lines and their money, once the stored cart is read. */
export function CheckoutSummary({
  checkout,
  pricesIncludeVat,
  locale,
  t,
}: {
  checkout: CheckoutFormState;
  pricesIncludeVat: boolean;
  locale: Locale;
  t: Texts;
}) {
  const { lines, summary, live, notices } = checkout;
  const money = (fils: number) => formatMoney(fils, locale);
  return (
    <>
      <ul className="mb-4 divide-y divide-gray-100 text-sm">
        {lines.map((l, i) => (
          <li key={l.id} className="py-2" data-checkout-line={l.id} data-stock={lineStock(l).kind}>
            <div className="flex justify-between gap-3">
              <span dir="auto" className="text-ink">
                {fill(t.lineOf, { name: l.name, quantity: l.quantity })}
              </span>
              <span className="shrink-0 font-medium">
                {money(summary.lines[i]?.lineTotal ?? 0)}
              </span>
            </div>
            <LineNotices
              line={l}
              change={live.changes.get(l.id)}
              pricesIncludeVat={pricesIncludeVat}
              notices={notices}
            />
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[1fr_auto] gap-y-2 text-sm">
        <dt>{t.totalWithoutTax}</dt>
        <dd className="text-end" data-total-without-tax>
          {money(summary.totalWithoutTax)}
        </dd>
        <dt>{notices.taxLabel(summary.vatPercent)}</dt>
        <dd className="text-end" data-tax>
          {money(summary.tax)}
        </dd>
        <dt className="font-semibold">{t.total}</dt>
        <dd className="text-end font-semibold" data-total>
          {money(summary.total)}
        </dd>
        <dt>{t.shippingCost}</dt>
        <dd className="text-end">{money(summary.shipping)}</dd>
        {summary.savings > 0 && (
          <>
            <dt className="text-success">{t.youSave}</dt>
            <dd className="text-end text-success" data-savings>
              {money(summary.savings)}
            </dd>
          </>
        )}
        <dt className="border-t border-gray-200 pt-2 text-base font-bold">{t.grandTotal}</dt>
        <dd className="border-t border-gray-200 pt-2 text-end text-base font-bold" data-grand-total>
          {money(summary.grandTotal)}
        </dd>
      </dl>
      <p className="mt-3 text-xs text-ink-muted">{t.deliveryNote}</p>
      <LiveNote live={live} lines={lines} notices={notices} />
      <p role="status" className="sr-only">
        {live.announcement}
      </p>
    </>
  );
}
