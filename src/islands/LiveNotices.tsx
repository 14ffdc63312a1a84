/**
 * What the cart and the checkout show of the live check: per line, and for the figures as a whole.
 */
import type { CartLine } from '../domain/cart/cart';
import type { PriceChange } from '../domain/live/reprice';
import type { CartNotices } from '../browser/cart/cart-notices';
import type { LiveCheck } from '../browser/live/use-live-check';

export function LineNotices({
  line,
  change,
  pricesIncludeVat,
  notices,
}: {
  line: CartLine;
  change: PriceChange | undefined;
  pricesIncludeVat: boolean;
  notices: CartNotices;
}) {
  const stock = notices.stockText(line);
  return (
    <>
      {change && (
        <p className="text-sm font-medium text-amber-700" data-price-change>
          {notices.priceChangeText(change, line.vatPercent, pricesIncludeVat)}
        </p>
      )}
      {stock && (
        <p className="text-sm font-semibold text-danger" data-stock-notice>
          {stock}
        </p>
      )}
    </>
  );
}

/** Whether the figures shown are the portal's current ones, said only while they are not (yet). */
export function LiveNote({
  live,
  lines,
  notices,
}: {
  live: LiveCheck;
  lines: readonly CartLine[];
  notices: CartNotices;
}) {
  const unconfirmed = live.state === 'failed' || lines.some((line) => !live.confirmed.has(line.id));
  if (!unconfirmed) return null;
  return (
    <p
      className="mt-3 text-xs text-ink-muted"
      data-live-state={live.state === 'checking' ? 'checking' : 'unconfirmed'}
    >
      {live.state === 'checking' ? notices.checking : notices.unconfirmed}
    </p>
  );
}
