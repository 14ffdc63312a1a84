/**
 * How much a sale takes off, as the badge on a card or the buy box says it ("-15%"). Rounded down,
 * so the shop never promises more than the price gives: 1,299.00 down to 1,104.99 is 14.9%, "-14%".
 */
import type { Fils } from '../catalogue';

/**
 * Whole percent off `price` at `salePrice`; null when there is no discount to show (no sale, or
 * under 1%).
 */
export function discountPercent(price: Fils, salePrice: Fils | null): number | null {
  if (salePrice === null || price <= 0 || salePrice >= price) return null;
  // In integer fils: 100 × (price − sale) / price, floored without floating-point error.
  const percent = Math.floor(((price - salePrice) * 100) / price);
  return percent >= 1 ? percent : null;
}
