/**
 * The classes of a cart line's remove button, shared by the cart view and the cart's markup painted
 * before React (src/browser/cart/cart-markup.ts), which must look the same.
 */
export const removeButtonClass = [
  'flex size-10 shrink-0 items-center justify-center rounded-md text-ink-muted',
  'hover:bg-red-50 hover:text-danger',
].join(' ');
