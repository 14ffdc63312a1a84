/** The cart's unit count as text, for "Cart (n)" in the mobile menu: 0 until mounted, as on the server. */
import { useStore } from '@nanostores/react';
import { $cartCount } from '../../stores/cart';
import { useMounted } from '../../browser/use-mounted';

export default function CartCount() {
  const mounted = useMounted();
  const count = useStore($cartCount);
  return <span data-cart-count>{mounted ? count : 0}</span>;
}
