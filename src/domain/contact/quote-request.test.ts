import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../i18n/messages';
import { productQuoteQuery } from './quote-link';
import { quoteDescription, quoteRequestOf } from './quote-request';

describe('quoteDescription', () => {
  it('names each product with its model number and quantity, in the page language', () => {
    const items = [
      { name: 'Cisco CBS350-24P Switch', code: 'CBS350-24P-4G', quantity: 3 },
      { name: 'Yealink T54W', code: '', quantity: 1 },
    ];
    expect(quoteDescription(items, messagesFor('en').quote)).toBe(
      [
        'Please send me a quote for:',
        '- Cisco CBS350-24P Switch (code CBS350-24P-4G), quantity 3',
        '- Yealink T54W, quantity 1',
      ].join('\n'),
    );
    expect(quoteDescription(items.slice(0, 1), messagesFor('ar').quote)).toBe(
      'يُرجى إرسال عرض سعر لما يلي:\n- Cisco CBS350-24P Switch (الرمز CBS350-24P-4G)، الكمية 3',
    );
  });
});

describe('quoteRequestOf', () => {
  it('reads back the product a link carries, and the cart', () => {
    const item = { name: 'HP LaserJet Pro M404dn', code: 'W1A53A', quantity: 12 };
    expect(quoteRequestOf(new URLSearchParams(productQuoteQuery(item)))).toEqual({
      kind: 'product',
      item,
    });
    expect(quoteRequestOf(new URLSearchParams('from=cart'))).toEqual({ kind: 'cart' });
    expect(quoteRequestOf(new URLSearchParams(''))).toBeNull();
  });

  it('drops what a shopper or another site could have put in the link that no product page writes', () => {
    expect(quoteRequestOf(new URLSearchParams({ name: 'A\u202Eevil', code: 'X' }))).toBeNull();
    expect(quoteRequestOf(new URLSearchParams({ name: 'x'.repeat(201) }))).toBeNull();
    expect(
      quoteRequestOf(new URLSearchParams({ name: 'Switch', code: 'a\nb', quantity: '0' })),
    ).toEqual({
      kind: 'product',
      item: { name: 'Switch', code: '', quantity: 1 },
    });
    expect(quoteRequestOf(new URLSearchParams({ name: 'Switch', quantity: '2.5' }))?.kind).toBe(
      'product',
    );
  });
});
