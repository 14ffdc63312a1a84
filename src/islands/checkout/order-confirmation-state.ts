/**
 * The confirmation page's state: the order the checkout stored in session storage (a reload keeps
 * it), read after mount since the server has no order to show, and the portal's words for its
 * statuses in the page's language.
 */
import { useEffect, useState } from 'react';
import type { Order } from '../../domain/checkout/order';
import { orderStorageKey, readStoredOrder } from '../../domain/checkout/order-schema';
import { defaultLocale, type Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages';

// The portal writes its messages in the shop's first language (a stock SMA install: English).
const portalLocale: Locale = defaultLocale;

function storedOrder(): Order | null {
  try {
    return readStoredOrder(sessionStorage.getItem(orderStorageKey));
  } catch {
    return null;
  }
}

export function useConfirmedOrder(
  locale: Locale,
  t: Pick<Messages['confirmation'], 'placed' | 'portalWords'>,
) {
  /** Undefined until the stored order is read; null when there is none. */
  const [order, setOrder] = useState<Order | null | undefined>(undefined);
  useEffect(() => setOrder(storedOrder()), []);

  const words: Readonly<Record<string, string>> = t.portalWords;
  return {
    order,
    /** Under the heading: the portal's own message where the page speaks its language. */
    headline: locale === portalLocale && order?.message ? order.message : t.placed,
    /**
     * The portal's word (payment method, a status) in the page's words; a word the shop has none
     * for as sent.
     */
    portalWord: (word: string | null): string | null => {
      const key = word?.toLowerCase() ?? '';
      return Object.hasOwn(words, key) ? (words[key] ?? null) : word;
    },
  };
}
