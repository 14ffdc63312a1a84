/** What the cart and the checkout say about lines the live check changed or found short. */
import { lineStock, type CartLine } from '../../domain/cart';
import { formatAed } from '../../domain/money';
import type { PriceChange } from '../../domain/reprice';
import { formatPercent, shownPrice } from '../../domain/vat';

export const checkingText = 'Checking current prices and stock…';
export const unconfirmedText = 'Current prices and stock could not be confirmed just now. They are checked again when you place your order.';
export const orderBlockedText = 'Some items are sold out or more than the stock left. Update your cart to place your order.';

export function priceChangeText(change: PriceChange, vatPercent: number, pricesIncludeVat: boolean): string {
  const shown = (gross: number) => formatAed(shownPrice(gross, vatPercent, pricesIncludeVat));
  return `Price changed from ${shown(change.from)} to ${shown(change.to)}`;
}

export function stockText(line: Pick<CartLine, 'quantity' | 'quantity_available'>): string | null {
  const stock = lineStock(line);
  if (stock.kind === 'sold-out') return 'Sold out';
  return stock.kind === 'short' ? `Only ${stock.available} left in stock` : null;
}

/** A line's notices, price first. */
export function lineNotices(line: CartLine, change: PriceChange | undefined, pricesIncludeVat: boolean): string[] {
  const stock = stockText(line);
  return [...(change ? [priceChangeText(change, line.vatPercent, pricesIncludeVat)] : []), ...(stock ? [stock] : [])];
}

/** One sentence per line a live answer changed or found short, for screen readers; '' when none. */
export function liveAnnouncement(
  lines: readonly CartLine[],
  changes: readonly PriceChange[],
  confirmed: readonly number[],
  pricesIncludeVat: boolean,
): string {
  const checked = new Set(confirmed);
  return lines
    .filter((line) => checked.has(line.id))
    .flatMap((line) => {
      const notices = lineNotices(line, changes.find((c) => c.id === line.id), pricesIncludeVat);
      return notices.length ? [`${line.name}: ${notices.join('. ')}.`] : [];
    })
    .join(' ');
}

/** The checkout's tax row: with the rate when every line shares one. */
export function taxLabel(vatPercent: number | null): string {
  return vatPercent === null ? 'Product Tax' : `Product Tax (${formatPercent(vatPercent)})`;
}
