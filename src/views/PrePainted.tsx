/**
 * Where src/browser/cart/paint-stored-cart.ts paints the stored cart before React arrives.
 * Its inner HTML is not React's to hydrate (an element with dangerouslySetInnerHTML has no children
 * for hydration to compare, and suppressHydrationWarning covers the difference in development), so
 * what was painted stays until the island stops rendering the slot. The sibling marked
 * data-prepaint-fallback is what shows while nothing has been painted (src/styles/global.css).
 */
export function PrePainted({ name }: { name: 'cart' | 'checkout-summary' }) {
  return (
    <div data-prepaint={name} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
  );
}
