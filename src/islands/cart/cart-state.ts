/**
 * The cart page's state: the stored lines (shown only once mounted), their money, the live check,
 * and what the shopper does to them. A line whose quantity changed is locked for a moment, and
 * every change is said in one live region. An empty cart sends the shopper home (SPEC section 2).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { CartLine } from '../../domain/cart/cart';
import { summariseCart } from '../../domain/cart/cart-summary';
import { shopUrls } from '../../domain/urls';
import { fill } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages';
import { $cart, clearCart, removeItem, updateQuantity } from '../../stores/cart';
import { cartNotices } from '../../browser/cart/cart-notices';
import { useLiveCheck } from '../../browser/live/use-live-check';
import { useMounted } from '../../browser/use-mounted';

/** How long a line stays dimmed and locked after its quantity changed. */
export const lockMs = 200;

/** Lines locked for a moment after a change, each released `lockMs` after its last one. */
function useLineLocks() {
  const [locked, setLocked] = useState<ReadonlySet<number>>(new Set());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  function lock(id: number) {
    setLocked((s) => new Set(s).add(id));
    clearTimeout(timers.current.get(id));
    timers.current.set(
      id,
      setTimeout(
        () =>
          setLocked((s) => {
            const next = new Set(s);
            next.delete(id);
            return next;
          }),
        lockMs,
      ),
    );
  }
  return { locked, lock };
}

export function useCartView({
  pricesIncludeVat,
  locale,
  t,
}: {
  pricesIncludeVat: boolean;
  locale: Locale;
  t: Messages['cart'];
}) {
  const urls = shopUrls(locale);
  const [notices] = useState(() => cartNotices(t, locale));
  const mounted = useMounted();
  const lines = useStore($cart);
  const [announcement, setAnnouncement] = useState('');
  const { locked, lock } = useLineLocks();
  const live = useLiveCheck(lines, mounted, pricesIncludeVat, notices);
  useEffect(() => {
    if (live.announcement) setAnnouncement(live.announcement);
  }, [live.announcement]);

  const empty = mounted && lines.length === 0;
  useEffect(() => {
    if (empty) window.location.replace(urls.home);
  }, [empty, urls.home]);

  // Before the stored cart is read (the server's render, and hydration), no lines are shown.
  const shown = mounted ? lines : [];
  return {
    urls,
    notices,
    mounted,
    empty,
    lines: shown,
    summary: summariseCart(shown, pricesIncludeVat),
    live,
    announcement,
    isLocked: (id: number) => locked.has(id),
    clearAll: () => {
      clearCart();
      setAnnouncement(t.cleared);
    },
    remove(line: CartLine) {
      removeItem(line.id);
      setAnnouncement(fill(t.removed, { name: line.name }));
    },
    changeQuantity(line: CartLine, quantity: number) {
      updateQuantity(line.id, quantity);
      lock(line.id);
      setAnnouncement(fill(t.quantityChanged, { name: line.name, quantity }));
    },
  };
}

export type CartViewState = ReturnType<typeof useCartView>;
