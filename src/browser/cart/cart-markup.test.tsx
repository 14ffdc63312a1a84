// @vitest-environment happy-dom
/**
 * The cart painted before React says what React then draws, word for word and to the fils, in
 * both languages and both VAT settings: the real islands are rendered on the same stored cart
 * (their live check still unanswered, as when they take over) and their text compared with the
 * painted markup's. Without it, a change to one drawing alone would make the page change under the
 * shopper's eyes as React takes over.
 */
import { render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '../../domain/cart/cart';
import { noticeKeys } from './cart-notices';
import type { Locale } from '../../i18n/locales';
import { messagesFor } from '../../i18n/messages';
import { pick } from '../../i18n/pick';
import CartView from '../../islands/cart/CartView';
import CheckoutForm from '../../islands/checkout/CheckoutForm';
import { cart, cleanUpAfterEach, fakeNavigation } from '../../islands/test-support-hooks';
import { $cart } from '../../stores/cart';
import { cartPageMarkup, checkoutSummaryMarkup } from './cart-markup';

/** A sold-out line too, with its notice; the fixture's lines are on sale and buy-2-get-1. */
const lines: CartLine[] = [
  ...cart,
  {
    id: 33,
    name: 'Patch <Cable> "Cat6"',
    price: 1_050,
    image: '/images/cable.webp',
    brand: null,
    quantity_available: 0,
    quantity: 1,
    vatPercent: 5,
  },
];

/** The text nodes of an element, in order, as a shopper reads them. */
function texts(root: ParentNode): string[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const out: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (node.textContent?.trim()) out.push(node.textContent.trim());
  return out;
}

/**
 * Each element as its tag and classes, in order: the same boxes, styled the same (the live region,
 * empty, aside).
 */
function boxes(root: ParentNode): string[] {
  return [...root.querySelectorAll('*:not([role="status"])')].map(
    (el) => `${el.localName}.${el.getAttribute('class') ?? ''}`,
  );
}

function painted(markup: { text: string }): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = markup.text;
  return box;
}

const settings = (['en', 'ar'] as const).flatMap((locale: Locale) =>
  [true, false].map((pricesIncludeVat) => ({ locale, pricesIncludeVat })),
);

beforeEach(() => {
  $cart.set(lines);
  fakeNavigation();
  // The live check stays unanswered: React's first drawing after reading the store.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
});
cleanUpAfterEach();

describe('the cart painted before React', () => {
  it.each(settings)(
    'reads as the cart page React draws ($locale, VAT included: $pricesIncludeVat)',
    async ({ locale, pricesIncludeVat }) => {
      const t = messagesFor(locale);
      const words = {
        locale,
        pricesIncludeVat,
        t: t.cart,
        priceT: { salePrice: t.card.salePrice, was: t.card.was },
        stepperT: t.common.stepper,
      };
      const view = render(<CartView {...words} />);
      await waitFor(() => expect(view.container.querySelector('[data-subtotal]')).not.toBeNull());
      const markup = painted(cartPageMarkup(lines, words));
      expect(texts(markup)).toEqual(texts(view.container));
      expect(boxes(markup)).toEqual(boxes(view.container));
      expect(markup.querySelector('[data-subtotal]')?.textContent).toBe(
        view.container.querySelector('[data-subtotal]')?.textContent,
      );
      expect(markup.querySelectorAll('[data-cart-line]')).toHaveLength(3);
      expect(markup.querySelector('[data-free-line="22"]')).not.toBeNull();
    },
  );

  it.each(settings)(
    "reads as the checkout's order summary React draws ($locale, VAT included: $pricesIncludeVat)",
    async ({ locale, pricesIncludeVat }) => {
      const t = messagesFor(locale);
      const cartT = pick(t.cart, noticeKeys);
      const view = render(
        <CheckoutForm
          pricesIncludeVat={pricesIncludeVat}
          locale={locale}
          t={t.checkout}
          cartT={cartT}
          contact={{ phone: '+971 4 000 0000', email: 'shop@example.com' }}
        />,
      );
      await waitFor(() =>
        expect(view.container.querySelector('[data-grand-total]')).not.toBeNull(),
      );
      const summary = view.container.querySelector('aside');
      const heading = summary?.querySelector('h2')?.textContent;
      const markup = painted(
        checkoutSummaryMarkup(lines, { locale, pricesIncludeVat, t: t.checkout, cartT }),
      );
      expect([heading, ...texts(markup)]).toEqual(texts(summary!));
      expect([
        'h2.' + summary?.querySelector('h2')?.getAttribute('class'),
        ...boxes(markup),
      ]).toEqual(boxes(summary!));
    },
  );

  it('is nothing for an empty cart, which React sends home', () => {
    const t = messagesFor('en');
    expect(
      cartPageMarkup([], {
        locale: 'en',
        pricesIncludeVat: true,
        t: t.cart,
        priceT: t.card,
        stepperT: t.common.stepper,
      }).text,
    ).toBe('');
  });
});
