/** The one item list and totals the confirmation page and order tracking both show. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../i18n/messages';
import { OrderItemList, OrderTotalsList } from './order-views';

const items = [
  {
    productName: 'Cisco CBS250-24T Switch',
    productCode: 'CBS250-24T-4G',
    quantity: 2,
    unitPrice: 119_900,
  },
  { productName: 'Yealink T54W IP Phone', productCode: 'SIP-T54W', quantity: 1, unitPrice: 0 },
  { productName: 'Unpriced Cable', productCode: 'CAT6-1M', quantity: 3, unitPrice: null },
];
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '|')
    .split('|')
    .filter(Boolean);

describe('an order shown back to the shopper', () => {
  it('lists each item with its code, quantity and unit price, in either page words', () => {
    for (const t of [messagesFor('en').confirmation, messagesFor('en').track]) {
      const html = renderToStaticMarkup(<OrderItemList items={items} locale="en" t={t} />);
      expect(html.match(/data-order-item/g)).toHaveLength(3);
      expect(text(html)).toEqual([
        ...['Cisco CBS250-24T Switch', 'Code: ', 'CBS250-24T-4G', 'Qty: 2', 'AED 1,199.00'],
        ...['Yealink T54W IP Phone', 'Code: ', 'SIP-T54W', 'Qty: 1', 'AED 0.00'],
        ...['Unpriced Cable', 'Code: ', 'CAT6-1M', 'Qty: 3', '—'],
      ]);
    }
  });

  it('gives the totals as the portal did, a missing one as a dash', () => {
    const totals = {
      subtotal: 239_800,
      productTax: 11_419,
      orderTax: null,
      shipping: 0,
      grandTotal: 239_800,
    };
    const html = renderToStaticMarkup(
      <OrderTotalsList totals={totals} locale="ar" t={messagesFor('ar').track} />,
    );
    expect(text(html)).toEqual([
      'المجموع الفرعي',
      '2,398.00 درهم',
      'ضريبة المنتجات',
      '114.19 درهم',
      'ضريبة الطلب',
      '—',
      'الشحن',
      '0.00 درهم',
      'المبلغ الإجمالي',
      '2,398.00 درهم',
    ]);
  });
});
