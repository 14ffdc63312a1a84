/**
 * What the cart and the checkout say about lines the live check changed or found short, in the
 * page's language.
 */
import { lineStock, type CartLine } from '../../domain/cart/cart';
import type { PriceChange } from '../../domain/live/reprice';
import { formatPercent, shownPrice } from '../../domain/vat';
import { fill, formatMoney, plural } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages';

/** The words of the cart namespace the notices use (the checkout receives only these). */
export const noticeKeys = [
  'checking',
  'unconfirmed',
  'orderBlocked',
  'priceChanged',
  'soldOut',
  'onlyLeft',
  'lineAnnouncement',
  'productTax',
  'productTaxRate',
] as const;
export type CartTexts = Pick<Messages['cart'], (typeof noticeKeys)[number]>;

export function cartNotices(t: CartTexts, locale: Locale) {
  function priceChangeText(
    change: PriceChange,
    vatPercent: number,
    pricesIncludeVat: boolean,
  ): string {
    const shown = (gross: number) =>
      formatMoney(shownPrice(gross, vatPercent, pricesIncludeVat), locale);
    return fill(t.priceChanged, { from: shown(change.from), to: shown(change.to) });
  }

  function stockText(line: Pick<CartLine, 'quantity' | 'quantity_available'>): string | null {
    const stock = lineStock(line);
    if (stock.kind === 'sold-out') return t.soldOut;
    return stock.kind === 'short' ? plural(t.onlyLeft, stock.available, locale) : null;
  }

  /** A line's notices, price first. */
  function lineNotices(
    line: CartLine,
    change: PriceChange | undefined,
    pricesIncludeVat: boolean,
  ): string[] {
    const stock = stockText(line);
    return [
      ...(change ? [priceChangeText(change, line.vatPercent, pricesIncludeVat)] : []),
      ...(stock ? [stock] : []),
    ];
  }

  return {
    checking: t.checking,
    unconfirmed: t.unconfirmed,
    orderBlocked: t.orderBlocked,
    priceChangeText,
    stockText,
    lineNotices,
    /**
     * One sentence per line a live answer changed or found short, for screen readers; '' when none.
     */
    liveAnnouncement: (
      lines: readonly CartLine[],
      changes: readonly PriceChange[],
      confirmed: readonly number[],
      pricesIncludeVat: boolean,
    ): string => {
      const checked = new Set(confirmed);
      return lines
        .filter((line) => checked.has(line.id))
        .flatMap((line) => {
          const notices = lineNotices(
            line,
            changes.find((c) => c.id === line.id),
            pricesIncludeVat,
          );
          return notices.length
            ? [fill(t.lineAnnouncement, { name: line.name, notices: notices.join('. ') })]
            : [];
        })
        .join(' ');
    },
    /** The checkout's tax row: with the rate when every line shares one. */
    taxLabel: (vatPercent: number | null): string => {
      return vatPercent === null
        ? t.productTax
        : fill(t.productTaxRate, { rate: formatPercent(vatPercent) });
    },
  };
}

export type CartNotices = ReturnType<typeof cartNotices>;
