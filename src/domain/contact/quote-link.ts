/**
 * The links that open the quote form filled in (src/domain/contact/quote-request.ts reads them
 * back): the cart's says `?from=cart`, a product page's carries its product. Apart from the reader,
 * so the pages that only link (cart, product) carry none of its checks to the browser.
 */
export interface QuoteItem {
  name: string;
  /** '' when not known (a cart line saved before lines kept the model number). */
  code: string;
  quantity: number;
}

export const cartQuoteQuery = 'from=cart';

export function productQuoteQuery(item: QuoteItem): string {
  return new URLSearchParams({
    name: item.name,
    code: item.code,
    quantity: String(item.quantity),
  }).toString();
}
