/**
 * The header's cart link with its item-count badge. The cart lives in local storage, which the
 * server cannot read: until mounted the link renders exactly as the server did (no count), so
 * hydration matches (no React error 418); then it shows the count. The badge's box is always laid
 * out and sits over the icon, so filling it moves nothing.
 */
import { useStore } from '@nanostores/react';
import { $cartCount } from '../../stores/cart';
import { Icon } from '../../views/Icon';
import { useMounted } from '../../browser/use-mounted';
import { plural } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages';

interface Props {
  href: string;
  t: Pick<Messages['header'], 'cart' | 'cartWithItems'>;
  locale: Locale;
}

export default function CartLink({ href, t, locale }: Props) {
  const mounted = useMounted();
  const count = useStore($cartCount);
  const shown = mounted ? count : null;
  const label = shown === null ? t.cart : plural(t.cartWithItems, shown, locale);

  return (
    <a href={href} aria-label={label} className="icon-button relative">
      <Icon name="cart" size={24} />
      <span
        aria-hidden="true"
        data-cart-count={shown ?? ''}
        className={`absolute -end-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-accent-600 px-1 text-[0.6875rem] font-bold leading-none text-white ${shown ? '' : 'invisible'}`}
      >
        {shown ? (shown > 99 ? '99+' : shown) : ''}
      </span>
    </a>
  );
}
