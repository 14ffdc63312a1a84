/**
 * The text a quote request starts with when the shopper asks from the cart or a product page: the
 * products asked about (name, model number, quantity), one line each, in the page's language. The
 * shopper edits it before sending. A product page's "Ask for a quote" carries its product in the
 * link (`?name=…&code=…&quantity=…`); the cart's says `?from=cart`, and the form reads the cart
 * (./quote-link.ts writes both). What a link carries is read back as a shopper could have edited
 * it: anything odd is dropped.
 */
import { fill } from '../../i18n/format';
import { MAX_QUANTITY } from '../checkout/checkout';
import type { QuoteItem } from './quote-link';

export interface QuoteWords {
  requestIntro: string;
  /** `{name}`, `{code}`, `{quantity}`. */
  requestLine: string;
  requestLineNoCode: string;
}

export function quoteDescription(items: readonly QuoteItem[], words: QuoteWords): string {
  const lines = items.map(({ name, code, quantity }) =>
    fill(code ? words.requestLine : words.requestLineNoCode, { name, code, quantity }),
  );
  return [words.requestIntro, ...lines].join('\n');
}

/**
 * Text a link may put in the form: one line, no control or direction characters, of a sane length.
 */
const plain = (value: string | null, max: number) => {
  const text = (value ?? '').trim();
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  return text.length <= max && !/[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/.test(text)
    ? text
    : '';
};

/** What a quote page's address asks for: the cart, one product, or nothing to fill in. */
export function quoteRequestOf(
  params: URLSearchParams,
): { kind: 'cart' } | { kind: 'product'; item: QuoteItem } | null {
  if (params.get('from') === 'cart') return { kind: 'cart' };
  const name = plain(params.get('name'), 200);
  if (!name) return null;
  const quantity = Number(params.get('quantity'));
  return {
    kind: 'product',
    item: {
      name,
      code: plain(params.get('code'), 100),
      quantity:
        Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_QUANTITY ? quantity : 1,
    },
  };
}
