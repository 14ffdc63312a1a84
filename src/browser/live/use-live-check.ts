/**
 * Live truth for the cart and the checkout: when the page opens (and when a product joins the
 * cart, or the tab comes back after a while) the current offers of every line are asked for, the
 * cart is re-priced with them, and what changed is kept for the page to show and announce.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CartLine } from '../../domain/cart/cart';
import type { LiveOffers } from '../../domain/live/live-offer';
import type { PriceChange } from '../../domain/live/reprice';
import { $cart, applyLiveOffers } from '../../stores/cart';
import type { CartNotices } from '../cart/cart-notices';
import { afterNextPaint } from '../after-paint';
import { fetchLiveOffers } from './live-offers';

/** A tab shown again after this long asks again: prices rarely change faster. */
const refreshAfterMs = 60_000;

export type LiveState = 'checking' | 'answered' | 'failed';

export interface LiveCheck {
  state: LiveState;
  /** Price changes found since the page opened, the latest per line. */
  changes: ReadonlyMap<number, PriceChange>;
  /** Lines whose figures the last answer confirmed. */
  confirmed: ReadonlySet<number>;
  /** What the last answer changed or found short, for a live region. */
  announcement: string;
  /** Takes a live answer that came another way (an order refused because offers changed). */
  apply(live: LiveOffers): void;
}

export function useLiveCheck(
  lines: readonly CartLine[],
  enabled: boolean,
  pricesIncludeVat: boolean,
  notices: CartNotices,
): LiveCheck {
  const [state, setState] = useState<LiveState>('checking');
  const [changes, setChanges] = useState<ReadonlyMap<number, PriceChange>>(new Map());
  const [confirmed, setConfirmed] = useState<ReadonlySet<number>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const asked = useRef(new Set<number>());
  const checkedAt = useRef(0);
  const latest = useRef(0);
  const signal = useRef<AbortSignal | undefined>(undefined);

  const apply = useCallback(
    (live: LiveOffers) => {
      const repriced = applyLiveOffers(live);
      setChanges(
        (known) => new Map([...known, ...repriced.changes.map((c) => [c.id, c] as const)]),
      );
      // The last figures the shop read (beyond its portal budget) re-price the cart but confirm
      // nothing.
      const stale = new Set(live.offers.filter((offer) => offer.stale).map((offer) => offer.id));
      setConfirmed(new Set(repriced.confirmed.filter((id) => !stale.has(id))));
      setAnnouncement(
        notices.liveAnnouncement(
          repriced.lines,
          repriced.changes,
          repriced.confirmed,
          pricesIncludeVat,
        ),
      );
      setState('answered');
    },
    [pricesIncludeVat, notices],
  );

  const check = useCallback(async () => {
    const ids = $cart.get().map((line) => line.id);
    if (ids.length === 0) return;
    for (const id of ids) asked.current.add(id);
    checkedAt.current = Date.now();
    const request = ++latest.current;
    try {
      const live = await fetchLiveOffers(ids, signal.current);
      if (request === latest.current) apply(live);
    } catch {
      if (request === latest.current && !signal.current?.aborted) setState('failed');
    }
  }, [apply]);

  useEffect(() => {
    const controller = new AbortController();
    signal.current = controller.signal;
    return () => controller.abort();
  }, []);

  const ids = lines.map((line) => line.id).join(',');
  useEffect(() => {
    if (!enabled || ids === '') return;
    if (ids.split(',').every((id) => asked.current.has(Number(id)))) return;
    // Asked for once the lines are on screen: started in the commit that drew them, the request and
    // its answer's render came before their first paint on a phone.
    return afterNextPaint(() => void check());
  }, [enabled, ids, check]);

  useEffect(() => {
    if (!enabled) return;
    const refresh = () => {
      if (document.visibilityState === 'visible' && Date.now() - checkedAt.current > refreshAfterMs)
        void check();
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [enabled, check]);

  return { state, changes, confirmed, announcement, apply };
}
