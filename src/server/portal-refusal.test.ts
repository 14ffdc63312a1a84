import { describe, expect, it } from 'vitest';
import { shopperRefusal } from './portal-refusal';

const fallback = 'Your order was not accepted. Please check it and try again.';

describe("the portal's refusals in the shop's words", () => {
  it('maps the refusals the shop knows to its own texts, in the language asked for', () => {
    expect(
      shopperRefusal('Cart items are required and must be a non-empty array.', 'en', fallback),
    ).toEqual({
      code: 'empty-cart',
      error: 'Please add some products to your cart',
    });
    expect(
      shopperRefusal('Cart items are required and must be a non-empty array.', 'ar', fallback),
    ).toEqual({
      code: 'empty-cart',
      error: 'يُرجى إضافة بعض المنتجات إلى سلتك',
    });
    expect(
      shopperRefusal('Product with ID 104 is not available for sale.', 'en', fallback),
    ).toEqual({
      code: 'product-unavailable',
      error: 'A product in your cart is no longer sold. Please review your cart and try again.',
    });
    expect(shopperRefusal('The phone field is required.', 'en', fallback)).toEqual({
      code: 'field-required',
      error: 'Phone is required',
      field: 'phone',
    });
  });

  it("gives anything else the route's own refusal: never the portal's words", () => {
    for (const reason of [
      'Internal SQL error at 10.0.0.5: table sma_sales',
      'The warehouse_id field is required.',
      '',
      null,
    ]) {
      expect(shopperRefusal(reason, 'en', fallback)).toEqual({ code: 'refused', error: fallback });
    }
  });
});
