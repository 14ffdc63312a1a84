/**
 * Dispatched on document, and set as an attribute on <html>, once the stored cart has been painted
 * before React (./paint-stored-cart.ts); the `client:painted` directive waits for it.
 */
export const paintedEvent = 'data-cart-painted';
