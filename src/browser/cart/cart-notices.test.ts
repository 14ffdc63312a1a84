import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../domain/cart/cart';
import { messagesFor } from '../../i18n/messages';
import { cartNotices } from './cart-notices';

const { lineNotices, liveAnnouncement, taxLabel } = cartNotices(messagesFor('en').cart, 'en');
const arabic = cartNotices(messagesFor('ar').cart, 'ar');

const phone: CartLine = {
  id: 9,
  name: 'Yealink T54W',
  price: 92_500,
  image: null,
  brand: null,
  quantity_available: 4,
  quantity: 2,
  vatPercent: 5,
};
const router: CartLine = {
  id: 7,
  name: 'Cisco ISR 1111',
  price: 249_900,
  image: null,
  brand: null,
  quantity_available: 1,
  quantity: 3,
  vatPercent: 5,
};
const rise = { id: 9, from: 89_900, to: 92_500 };

describe('lineNotices', () => {
  it('says how the price changed, in the prices the shopper sees', () => {
    expect(lineNotices(phone, rise, true)).toEqual(['Price changed from AED 899.00 to AED 925.00']);
    // Net of 5% VAT: 899.00 - 42.81, 925.00 - 44.05
    expect(lineNotices(phone, rise, false)).toEqual([
      'Price changed from AED 856.19 to AED 880.95',
    ]);
  });

  it('says when the line is above the stock, or sold out', () => {
    expect(lineNotices(router, undefined, true)).toEqual(['Only 1 left in stock']);
    expect(lineNotices({ ...phone, quantity_available: 0 }, rise, true)).toEqual([
      'Price changed from AED 899.00 to AED 925.00',
      'Sold out',
    ]);
    expect(lineNotices(phone, undefined, true)).toEqual([]);
  });
});

describe('liveAnnouncement', () => {
  it('names each confirmed line with something to say', () => {
    expect(liveAnnouncement([phone, router], [rise], [9, 7], true)).toBe(
      'Yealink T54W: Price changed from AED 899.00 to AED 925.00. Cisco ISR 1111: Only 1 left in stock.',
    );
    expect(liveAnnouncement([phone, router], [], [9], true)).toBe('');
  });
});

describe('taxLabel', () => {
  it('gives the rate only when every line has the same one', () => {
    expect(taxLabel(5)).toBe('Product Tax (5%)');
    expect(taxLabel(null)).toBe('Product Tax');
  });
});

describe('in Arabic', () => {
  it('says the same in Arabic, figures to the fils with Latin digits and the Arabic plural of what is left', () => {
    expect(arabic.lineNotices(phone, rise, true)).toEqual([
      'تغيّر السعر من 899.00 درهم إلى 925.00 درهم',
    ]);
    expect(arabic.lineNotices(router, undefined, true)).toEqual(['تبقّت قطعة واحدة فقط في المخزون']);
    expect(
      arabic.lineNotices({ ...phone, quantity: 12, quantity_available: 11 }, undefined, true),
    ).toEqual(['تبقّت 11 قطعة فقط في المخزون']);
    expect(arabic.taxLabel(5)).toBe('ضريبة المنتجات (5%)');
  });
});
