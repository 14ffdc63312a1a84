/**
 * The one VAT rule (docs/configuration.md, PRICES_INCLUDE_VAT). Domain prices are VAT-inclusive (gross)
 * everywhere; the setting only decides whether a shopper sees them gross or net. VAT is worked out
 * per line, as the portal does it, so the shop's figures match the order the portal records.
 */
import type { Fils } from './catalogue.ts';

/** The UAE rate, for products and stored carts that do not say theirs. */
export const DEFAULT_VAT_PERCENT = 5;

/** The VAT contained in a gross amount at `percent`, rounded half up to the fils. */
export function vatContained(gross: Fils, percent: number): Fils {
  return Math.round((gross * percent) / (100 + percent));
}

export function netOf(gross: Fils, percent: number): Fils {
  return gross - vatContained(gross, percent);
}

/**
 * The price a shopper is shown for a gross amount: itself, or net of VAT when prices exclude it.
 */
export function shownPrice(gross: Fils, percent: number, pricesIncludeVat: boolean): Fils {
  return pricesIncludeVat ? gross : netOf(gross, percent);
}

/** "5%", "12.5%": a rate as a shopper reads it. */
export function formatPercent(percent: number): string {
  return `${Number(percent.toFixed(2))}%`;
}
