/**
 * The checkout's state: the cart as the live check left it, the form's answer from the order route,
 * and an order in doubt followed until it settles. One idempotency key stands for one intent to
 * order: a double click, a retry or a reload after an answer in doubt sends the same key, so the
 * portal gets one order; an answer that says nothing was placed frees the next attempt to be new.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { lineStock, type CartLine } from '../../domain/cart/cart';
import { summariseCart } from '../../domain/cart/cart-summary';
import { honeypotField } from '../../domain/honeypot';
import type { Order } from '../../domain/checkout/order';
import { orderStorageKey } from '../../domain/checkout/order-schema';
import { shopUrls } from '../../domain/urls';
import { fill } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages';
import { $cart, clearCart } from '../../stores/cart';
import { notify } from '../../stores/toasts';
import { cartNotices, type CartTexts } from '../../browser/cart/cart-notices';
import { readOrderAnswer, type OrderAnswer } from '../../browser/checkout/order-answer';
import {
  clearPendingOrder,
  readPendingOrder,
  savePendingOrder,
  type PendingOrder,
} from '../../browser/checkout/pending-order';
import { getJson, postJson } from '../../browser/post-json';
import { useLiveCheck } from '../../browser/live/use-live-check';
import { useMounted } from '../../browser/use-mounted';
import { formText } from '../forms/form-text';

/**
 * How often the page asks about a doubtful order, and for how long (the server looks for 3
 * minutes).
 */
export const SETTLE_POLL_MS = 2_000;
const SETTLE_POLL_FOR_MS = 4 * 60_000;
/** How long the page shows its order before it opens the confirmation. */
export const CONFIRMATION_AFTER_MS = 1_500;

export const addressFields = ['line1', 'line2', 'city', 'postal_code', 'state', 'country'] as const;
/** Fields an error can be shown beside; any other error is shown above Submit Order. */
const formFields = new Set([
  'name',
  'company',
  'email',
  'phone',
  ...['billing', 'shipping'].flatMap((p) => addressFields.map((f) => `${p}_${f}`)),
]);

type Body = Record<string, unknown>;

export interface CheckoutFormOptions {
  pricesIncludeVat: boolean;
  locale: Locale;
  t: Messages['checkout'];
  cartT: CartTexts;
  /** The shop's phone and e-mail, for answers that ask the shopper to call. */
  contact: { phone: string; email: string };
}

/**
 * What the order route gets: the form, product ids and quantities (never prices), and the Grand
 * Total shown.
 */
function orderBody(
  data: FormData,
  cart: readonly CartLine[],
  sameAsBilling: boolean,
  pricesIncludeVat: boolean,
): Body {
  const value = (name: string) => formText(data, name);
  const body: Body = {
    name: value('name'),
    company: value('company'),
    email: value('email'),
    phone: value('phone'),
    same_as_billing: sameAsBilling,
    note: '',
    items: cart.map((l) => ({ product_id: l.id, qty: l.quantity })),
    // The Grand Total on screen: the order route refuses the order if the portal's differs.
    expected_total: summariseCart(cart, pricesIncludeVat).grandTotal,
    [honeypotField]: value(honeypotField),
  };
  for (const prefix of sameAsBilling ? ['billing'] : ['billing', 'shipping']) {
    for (const f of addressFields) body[`${prefix}_${f}`] = value(`${prefix}_${f}`);
  }
  return body;
}

/**
 * While the server looks for a doubtful order at the portal, asks it how that went every few
 * seconds; `settled` gets an answer that is no longer in doubt (placed, not placed, refused).
 */
function useSettling(
  pending: PendingOrder | null,
  settled: (answer: OrderAnswer, pending: PendingOrder) => void,
): boolean {
  const [checking, setChecking] = useState(false);
  // The latest callback, without asking again each time the form renders a new one.
  const onSettled = useEffectEvent(settled);
  useEffect(() => {
    if (!pending) return;
    setChecking(true);
    let stopped = false;
    let timer: number | undefined;
    const giveUpAt = Date.now() + SETTLE_POLL_FOR_MS;
    const ask = async () => {
      const answer = readOrderAnswer(
        await getJson<{ order: Order | null }>(
          `/api/orders?key=${encodeURIComponent(pending.key)}`,
        ),
      );
      if (stopped) return;
      const askAgain =
        (answer.kind === 'failed' || (answer.kind === 'pending' && answer.settling)) &&
        Date.now() < giveUpAt;
      if (askAgain) {
        timer = window.setTimeout(() => void ask(), SETTLE_POLL_MS);
        return;
      }
      setChecking(false);
      if (answer.kind !== 'pending' && answer.kind !== 'failed') onSettled(answer, pending);
    };
    timer = window.setTimeout(() => void ask(), SETTLE_POLL_MS);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [pending]);
  return checking;
}

/**
 * What the checkout finds once mounted: an order left in doubt before a reload, whose key is kept
 * (Submit then asks about it instead of ordering again), or a new intent's key. An empty cart sends
 * the shopper home.
 */
function useEntry(mounted: boolean, home: string) {
  const idempotencyKey = useRef<string>('');
  const [pending, setPending] = useState<PendingOrder | null>(null);
  const checked = useRef(false);
  useEffect(() => {
    if (!mounted || checked.current) return;
    checked.current = true;
    const doubtful = readPendingOrder();
    idempotencyKey.current = doubtful?.key ?? crypto.randomUUID();
    setPending(doubtful);
    if ($cart.get().length === 0) window.location.replace(home);
  }, [mounted, home]);
  return { idempotencyKey, pending, setPending };
}

/**
 * Hands a placed order to the confirmation page, which opens after a moment; the cart is done with.
 */
function handOver(order: Order, t: Messages['checkout'], confirmation: string) {
  clearPendingOrder();
  try {
    sessionStorage.setItem(orderStorageKey, JSON.stringify(order));
  } catch {
    // Without session storage the confirmation page says "No Order Found"; the order stands.
  }
  clearCart();
  notify({ title: t.successTitle, description: t.successText });
  window.setTimeout(() => window.location.assign(confirmation), CONFIRMATION_AFTER_MS);
}

export function useCheckoutForm({
  pricesIncludeVat,
  locale,
  t,
  cartT,
  contact,
}: CheckoutFormOptions) {
  const urls = shopUrls(locale);
  const [notices] = useState(() => cartNotices(cartT, locale));
  const mounted = useMounted();
  const lines = useStore($cart);
  const [sameAsBilling, setSameAsBilling] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [placed, setPlaced] = useState<Order | null>(null);
  const live = useLiveCheck(lines, mounted, pricesIncludeVat, notices);
  const { idempotencyKey, pending, setPending } = useEntry(mounted, urls.home);
  /** The key of the last order sent: pressing Submit again with it is a repeat. */
  const sentKey = useRef<string | null>(null);
  /** The page is asking the server about a doubtful order. */
  const checking = useSettling(pending, (answer, doubtful) =>
    handleAnswer(answer, doubtful.key, doubtful.body),
  );

  const errorField =
    error?.field !== undefined && formFields.has(error.field) ? error.field : undefined;
  useEffect(() => {
    if (errorField) document.getElementById(errorField.replace('_', '-'))?.focus();
  }, [error, errorField]);

  async function submit(data: FormData) {
    if (busy) return;
    const key = idempotencyKey.current;
    // An order in doubt is asked about again exactly as it was sent, whatever the form says now.
    const body = pending?.body ?? orderBody(data, $cart.get(), sameAsBilling, pricesIncludeVat);
    setBusy(true);
    setError(null);
    // After "it may have gone through", only the recorded outcome is wanted, never a new order; a
    // key sent before without such an answer may still have placed one, which the server looks for
    // first.
    const marker: Record<string, string> = pending
      ? { 'Idempotency-Replay-Only': 'true' }
      : sentKey.current === key
        ? { 'Idempotency-Repeat': 'true' }
        : {};
    const headers = { 'Idempotency-Key': key, ...marker };
    sentKey.current = key;
    const answer = readOrderAnswer(
      await postJson<{ order: Order | null }>('/api/orders', body, headers),
    );
    setBusy(false);
    handleAnswer(answer, key, body);
  }

  function handleAnswer(answer: OrderAnswer, key: string, body: Body) {
    switch (answer.kind) {
      case 'placed':
        setPending(null);
        setPlaced(answer.order);
        handOver(answer.order, t, urls.confirmation);
        return;
      case 'changed':
        // The old key is bound to the refused body; the corrected order is a new request.
        idempotencyKey.current = crypto.randomUUID();
        if (answer.offers) live.apply(answer.offers);
        setError({ message: answer.message });
        return;
      case 'pending': {
        const doubtful = { key, message: answer.message, body };
        savePendingOrder(doubtful);
        setPending(doubtful);
        return;
      }
      case 'not-placed':
        // The server looked for it at the portal: nothing was stored, so Submit may send it again,
        // as a new intent.
        clearPendingOrder();
        setPending(null);
        idempotencyKey.current = crypto.randomUUID();
        setError({ message: answer.message });
        return;
      case 'failed': {
        if (!answer.keepKey && !pending) idempotencyKey.current = crypto.randomUUID();
        // The route answers in the page's language; no answer at all gets the page's own words.
        setError({ message: answer.message || fill(t.noAnswer, contact), field: answer.field });
        notify({
          title: t.failedTitle,
          // The portal's refusal of an empty cart, which SPEC answers with its own toast text.
          description: answer.code === 'empty-cart' ? t.emptyCartText : t.failedTitle,
          variant: 'destructive',
        });
      }
    }
  }

  // Before the stored cart is read (the server's render, and hydration), no lines are shown.
  const shown = mounted ? lines : [];
  // Only what the live check confirmed stops an order: unconfirmed figures are checked by the order
  // route.
  const blocked = shown.some(
    (line) => live.confirmed.has(line.id) && lineStock(line).kind !== 'in-stock',
  );
  return {
    urls,
    notices,
    mounted,
    live,
    lines: shown,
    summary: summariseCart(shown, pricesIncludeVat),
    sameAsBilling,
    setSameAsBilling,
    busy,
    pending,
    checking,
    placed,
    /** A confirmed line is sold out or above the stock: no order until the cart is put right. */
    blocked,
    /** The form's fields take no edits: an order is on its way, placed, or in doubt. */
    locked: busy || placed !== null || pending !== null,
    /** The message shown beside this field, if the route named it. */
    fieldError: (name: string) => (errorField === name ? error?.message : undefined),
    /** A message that names no field of the form, shown above Submit Order. */
    formError: error && !errorField ? error.message : null,
    submit,
  };
}

export type CheckoutFormState = ReturnType<typeof useCheckoutForm>;
