/**
 * The classes of a price by its size, shared by PriceTag and the cart's markup painted before
 * React (src/browser/cart/cart-markup.ts), which must look the same. Plain TS: the script
 * painting before React loads no React.
 */
export const priceTagStyles = {
  sm: {
    box: 'flex flex-col items-end',
    current: 'font-semibold text-ink',
    sale: 'font-semibold text-ink',
    list: 'text-sm text-ink-muted',
  },
  md: {
    box: 'flex flex-wrap items-baseline gap-x-2',
    current: 'text-base font-bold text-ink',
    sale: 'text-base font-bold text-accent-700',
    list: 'text-sm text-ink-muted',
  },
  lg: {
    box: 'flex flex-wrap items-baseline gap-x-3',
    current: 'text-3xl font-bold text-ink',
    sale: 'text-3xl font-bold text-accent-700',
    list: 'text-base text-ink-muted',
  },
};
