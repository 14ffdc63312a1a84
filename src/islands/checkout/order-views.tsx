/**
 * What the confirmation page and order tracking both show of an order the portal holds: its items
 * and its totals, with the portal's figures as they are (a figure it did not give reads "—").
 */
import type { Fils } from '../../domain/catalogue';
import type { OrderItem, OrderTotals } from '../../domain/checkout/order';
import { fill, formatMoney } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages';

type OrderTexts = Pick<
  Messages['confirmation'] & Messages['track'],
  'code' | 'qty' | 'subtotal' | 'productTax' | 'orderTax' | 'shipping' | 'grandTotal'
>;

export const orderMoney = (fils: Fils | null, locale: Locale) =>
  fils === null ? '—' : formatMoney(fils, locale);

export function OrderItemList({
  items,
  locale,
  t,
}: {
  items: readonly OrderItem[];
  locale: Locale;
  t: OrderTexts;
}) {
  return (
    <ul className="divide-y divide-gray-100">
      {items.map((item, i) => (
        <li
          key={`${item.productCode}-${i}`}
          className="flex items-start justify-between gap-4 py-3"
          data-order-item
        >
          <div>
            <p dir="auto" className="font-medium text-ink">
              {item.productName}
            </p>
            <p className="text-sm text-ink-muted">
              {t.code}
              <bdi>{item.productCode}</bdi>
            </p>
            <p className="text-sm text-ink-muted">{fill(t.qty, { count: item.quantity })}</p>
          </div>
          <p className="font-semibold text-ink">{orderMoney(item.unitPrice, locale)}</p>
        </li>
      ))}
    </ul>
  );
}

/** `spaced`: set apart from what stands above it in the same box. */
export function OrderTotalsList({
  totals,
  locale,
  t,
  spaced = false,
}: {
  totals: OrderTotals;
  locale: Locale;
  t: OrderTexts;
  spaced?: boolean;
}) {
  const money = (fils: Fils | null) => orderMoney(fils, locale);
  return (
    <dl className={`${spaced ? 'mt-4 ' : ''}grid grid-cols-[1fr_auto] gap-y-2 text-sm`}>
      <dt>{t.subtotal}</dt>
      <dd className="text-end">{money(totals.subtotal)}</dd>
      <dt>{t.productTax}</dt>
      <dd className="text-end">{money(totals.productTax)}</dd>
      <dt>{t.orderTax}</dt>
      <dd className="text-end">{money(totals.orderTax)}</dd>
      <dt>{t.shipping}</dt>
      <dd className="text-end">{money(totals.shipping)}</dd>
      <dt className="border-t border-gray-200 pt-2 text-base font-bold">{t.grandTotal}</dt>
      <dd className="border-t border-gray-200 pt-2 text-end text-base font-bold" data-grand-total>
        {money(totals.grandTotal)}
      </dd>
    </dl>
  );
}
