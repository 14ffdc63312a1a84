/**
 * The classes of the quantity stepper, shared by QuantityStepper and the cart's markup painted
 * before React (src/browser/cart/cart-markup.ts), which must look the same.
 */
export function stepperStyles(size: 'sm' | 'md') {
  const box = size === 'sm' ? 'size-9' : 'size-11';
  return {
    group: 'inline-flex items-stretch overflow-hidden rounded-md border border-gray-300 bg-white',
    button:
      `${box} flex items-center justify-center text-lg font-bold text-ink hover:bg-gray-100 ` +
      'disabled:cursor-not-allowed disabled:text-gray-400',
    input:
      `${size === 'sm' ? 'w-12' : 'w-14'} border-x border-gray-300 text-center font-semibold text-ink ` +
      '[appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none',
  };
}
