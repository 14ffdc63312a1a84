/**
 * The cart page and the checkout's order summary as React first draws them once the stored cart is
 * read (src/islands/cart/cart-views.tsx, src/islands/checkout/checkout-form-views.tsx), written as
 * markup for the scripts that paint them before React has arrived. The money comes from the same
 * domain functions React uses (summariseCart, formatMoney, shownPrice), so it is the same to the
 * fils; the controls are drawn disabled, as nothing handles them until React takes over. What the
 * live check adds later (changed prices, confirmation) is not known yet, as in React's first draw.
 */
import { lineProductPath, lineStock, maxQuantity, type CartLine } from '../../domain/cart/cart';
import { summariseCart } from '../../domain/cart/cart-summary';
import { cartQuoteQuery } from '../../domain/contact/quote-link';
import { shopUrls } from '../../domain/urls';
import { shownPrice } from '../../domain/vat';
import { cartNotices, noticeKeys, type CartTexts } from './cart-notices';
import { fill, formatMoney, plural } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages';
import { stepperStyles } from '../../views/stepper-styles';
import { priceTagStyles } from '../../views/card/price-tag-styles';
import { removeButtonClass } from '../../views/remove-button-styles';
import { html, type Html } from '../html-template';

/**
 * The cart page's words the painting says (with the notices'), and no others: they travel in the
 * page beside the island's own.
 */
export const cartPageKeys = [
  ...noticeKeys,
  'title',
  'items',
  'clearAll',
  'available',
  'remove',
  'quantityOf',
  'free',
  'qty',
  'summary',
  'subtotal',
  'youSave',
  'delivery',
  'freeDelivery',
  'vatAddedAtCheckout',
  'proceed',
  'requestQuote',
] as const;

/**
 * What the cart page's painting needs besides the lines: the island's props, with only the words it
 * says.
 */
export interface CartPageWords {
  locale: Locale;
  pricesIncludeVat: boolean;
  t: Pick<Messages['cart'], (typeof cartPageKeys)[number]>;
  priceT: Pick<Messages['card'], 'salePrice' | 'was'>;
  stepperT: Messages['common']['stepper'];
}

/** What the checkout's summary needs besides the lines. */
export interface CheckoutSummaryWords {
  locale: Locale;
  pricesIncludeVat: boolean;
  t: Pick<
    Messages['checkout'],
    | 'lineOf'
    | 'totalWithoutTax'
    | 'total'
    | 'shippingCost'
    | 'youSave'
    | 'grandTotal'
    | 'deliveryNote'
  >;
  cartT: CartTexts;
}

const placeholder = '/images/placeholder.svg';
const removeIcon = html`<svg
  viewBox="0 0 24 24"
  width="20"
  height="20"
  fill="none"
  stroke="currentColor"
  stroke-width="2"
  aria-hidden="true"
>
  <path
    d="M4 7h16M9 7V4h6v3m-8 0l1 13h8l1-13"
    stroke-linecap="round"
    stroke-linejoin="round"
  ></path>
</svg>`;

function stockNotice(line: CartLine, t: CartTexts, locale: Locale): Html {
  const stock = cartNotices(t, locale).stockText(line);
  return html`${stock && html`<p class="text-sm font-semibold text-danger" data-stock-notice>${stock}</p>`}`;
}

/** "Checking prices": React's first draw has no live answer yet either. */
const checkingNote = (t: CartTexts) =>
  html`<p class="mt-3 text-xs text-ink-muted" data-live-state="checking">${t.checking}</p>`;

function priceTag(line: CartLine, { locale, pricesIncludeVat, priceT }: CartPageWords): Html {
  const style = priceTagStyles.sm;
  const shown = (gross: number) =>
    formatMoney(shownPrice(gross, line.vatPercent, pricesIncludeVat), locale);
  const sale =
    line.promoPrice !== undefined && line.promoPrice < line.price ? line.promoPrice : null;
  const inner =
    sale === null
      ? html`<span class="${style.current}" data-current-price>${shown(line.price)}</span>`
      : html`<span class="${style.sale}" data-current-price
            ><span class="sr-only">${priceT.salePrice}</span>${shown(sale)}</span
          >
          <s class="${style.list}" data-list-price
            ><span class="sr-only">${priceT.was}</span>${shown(line.price)}</s
          >`;
  return html`<p class="${style.box}" data-price>${inner}</p>`;
}

function stepper(line: CartLine, { t, stepperT }: CartPageWords): Html {
  const styles = stepperStyles('sm');
  const max = maxQuantity(line);
  const maxAttribute = Number.isFinite(max) ? html` max="${Math.max(1, max)}"` : '';
  return html`<div
    role="group"
    aria-label="${fill(t.quantityOf, { name: line.name })}"
    class="${styles.group}"
  >
    <button type="button" class="${styles.button}" aria-label="${stepperT.decrease}" disabled>
      −</button
    ><input
      type="number"
      inputmode="numeric"
      min="1"
      ${maxAttribute}
      step="1"
      value="${line.quantity}"
      disabled
      aria-label="${stepperT.quantity}"
      class="${styles.input}"
    /><button type="button" class="${styles.button}" aria-label="${stepperT.increase}" disabled>
      +
    </button>
  </div>`;
}

function cartLine(line: CartLine, freeQuantity: number, words: CartPageWords): Html {
  const { t, locale } = words;
  const urls = shopUrls(locale);
  const free =
    freeQuantity > 0 &&
    html`<div
      class="mt-3 flex items-center gap-4 rounded-md bg-green-50 p-3 text-sm"
      data-free-line="${line.id}"
    >
      <span class="font-semibold text-success">${t.free}</span
      ><span dir="auto" class="flex-1 text-ink">${line.name}</span
      ><span class="text-ink-muted">${fill(t.qty, { count: freeQuantity })}</span
      ><span class="font-semibold text-ink">${formatMoney(0, locale)}</span>
    </div>`;
  return html`<li class="py-4" data-cart-line="${line.id}" data-stock="${lineStock(line).kind}">
    <div class="flex gap-4 transition-opacity " aria-busy="false">
      <img
        src="${line.image || placeholder}"
        alt=""
        width="80"
        height="80"
        loading="lazy"
        class="shrink-0 rounded-md border border-gray-200 bg-white object-contain"
      />
      <div class="flex min-w-0 flex-1 flex-col gap-1">
        <div class="flex items-start justify-between gap-3">
          <div class="min-w-0">
            <p class="font-semibold text-ink">
              <a
                href="${urls.product(lineProductPath(line))}"
                dir="auto"
                class="hover:text-brand-700 hover:underline"
                data-cart-line-link
                >${line.name}</a
              >
            </p>
            ${line.brand && html`<p class="text-sm text-ink-muted">${line.brand}</p>`}
            <p class="text-sm text-ink-muted">
              ${fill(t.available, { count: line.quantity_available ?? 0 })}
            </p>
            ${stockNotice(line, t, locale)}
          </div>
          <button
            type="button"
            disabled
            aria-label="${fill(t.remove, { name: line.name })}"
            class="${removeButtonClass}"
          >
            ${removeIcon}
          </button>
        </div>
        <div class="mt-1 flex flex-wrap items-center justify-between gap-3">
          ${stepper(line, words)}${priceTag(line, words)}
        </div>
      </div>
    </div>
    ${free}
  </li>`;
}

/** The cart page's lines and summary; empty markup for an empty cart, which React sends home. */
export function cartPageMarkup(lines: readonly CartLine[], words: CartPageWords): Html {
  if (lines.length === 0) return html``;
  const { t, locale, pricesIncludeVat } = words;
  const summary = summariseCart(lines, pricesIncludeVat);
  const urls = shopUrls(locale);
  const money = (fils: number) => formatMoney(fils, locale);
  const savings =
    summary.savings > 0 &&
    html`<dt class="text-success">${t.youSave}</dt>
      <dd class="text-end font-semibold text-success" data-savings>${money(summary.savings)}</dd>`;
  return html`<div class="grid gap-6 lg:grid-cols-[2fr_1fr]">
    <section aria-label="${t.title}" class="rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <div class="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 class="text-2xl font-bold text-ink">
          ${t.title}
          <span class="text-base font-medium text-ink-muted"
            >${plural(t.items, summary.itemCount, locale)}</span
          >
        </h1>
        <button
          type="button"
          disabled
          class="text-sm font-semibold text-danger underline-offset-2 hover:underline"
        >
          ${t.clearAll}
        </button>
      </div>
      <ul class="divide-y divide-gray-100">
        ${lines.map((line, i) => cartLine(line, summary.lines[i]?.freeQuantity ?? 0, words))}
      </ul>
    </section>
    <aside
      aria-label="${t.summary}"
      class="h-fit rounded-lg border border-gray-200 bg-white p-4 sm:p-6"
    >
      <h2 class="mb-4 text-lg font-bold text-ink">${t.summary}</h2>
      <dl class="grid grid-cols-[1fr_auto] gap-y-2 text-sm">
        <dt>${t.subtotal}</dt>
        <dd class="text-end font-semibold" data-subtotal>${money(summary.subtotal)}</dd>
        ${savings}
        <dt>${t.delivery}</dt>
        <dd class="text-end font-semibold text-success">${t.freeDelivery}</dd>
      </dl>
      ${!pricesIncludeVat && html`<p class="mt-2 text-xs text-ink-muted">${t.vatAddedAtCheckout}</p>`}<a
        href="${urls.checkout}"
        class="btn btn-accent mt-5 w-full min-h-11"
        >${t.proceed}</a
      ><a
        href="${urls.quote}?${cartQuoteQuery}"
        class="btn mt-3 w-full min-h-11 border border-brand-700 text-brand-700 hover:bg-brand-50"
        data-cart-quote
        >${t.requestQuote}</a
      >${checkingNote(t)}
    </aside>
  </div>`;
}

/** The checkout's order summary: its lines and every total. */
export function checkoutSummaryMarkup(
  lines: readonly CartLine[],
  { t, cartT, locale, pricesIncludeVat }: CheckoutSummaryWords,
): Html {
  const summary = summariseCart(lines, pricesIncludeVat);
  const money = (fils: number) => formatMoney(fils, locale);
  const items = lines.map(
    (line, i) =>
      html`<li class="py-2" data-checkout-line="${line.id}" data-stock="${lineStock(line).kind}">
        <div class="flex justify-between gap-3">
          <span dir="auto" class="text-ink"
            >${fill(t.lineOf, { name: line.name, quantity: line.quantity })}</span
          ><span class="shrink-0 font-medium">${money(summary.lines[i]?.lineTotal ?? 0)}</span>
        </div>
        ${stockNotice(line, cartT, locale)}
      </li>`,
  );
  const savings =
    summary.savings > 0 &&
    html`<dt class="text-success">${t.youSave}</dt>
      <dd class="text-end text-success" data-savings>${money(summary.savings)}</dd>`;
  return html`<ul class="mb-4 divide-y divide-gray-100 text-sm">
      ${items}
    </ul>
    <dl class="grid grid-cols-[1fr_auto] gap-y-2 text-sm">
      <dt>${t.totalWithoutTax}</dt>
      <dd class="text-end" data-total-without-tax>${money(summary.totalWithoutTax)}</dd>
      <dt>${cartNotices(cartT, locale).taxLabel(summary.vatPercent)}</dt>
      <dd class="text-end" data-tax>${money(summary.tax)}</dd>
      <dt class="font-semibold">${t.total}</dt>
      <dd class="text-end font-semibold" data-total>${money(summary.total)}</dd>
      <dt>${t.shippingCost}</dt>
      <dd class="text-end">${money(summary.shipping)}</dd>
      ${savings}
      <dt class="border-t border-gray-200 pt-2 text-base font-bold">${t.grandTotal}</dt>
      <dd class="border-t border-gray-200 pt-2 text-end text-base font-bold" data-grand-total>
        ${money(summary.grandTotal)}
      </dd>
    </dl>
    <p class="mt-3 text-xs text-ink-muted">${t.deliveryNote}</p>
    ${checkingNote(cartT)}`;
}
