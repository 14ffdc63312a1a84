// @vitest-environment happy-dom
/**
 * The cart page's state without a browser: its money to the fils, what the live check changes and
 * says, what each of the shopper's changes announces, and the short lock on a changed line.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '../../domain/cart/cart';
import { messagesFor } from '../../i18n/messages';
import { $cart } from '../../stores/cart';
import { lockMs, useCartView } from './cart-state';
import {
  cart,
  cleanUpAfterEach,
  fakeNavigation,
  jsonResponse,
  liveAnswer,
  liveOffer,
} from '../test-support-hooks';

const t = messagesFor('en').cart;

/** The live route answers with these offers (the cart's own by default). */
function fakeLive(offers = cart.map(liveOffer)) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      return jsonResponse(200, liveAnswer(offers));
    }),
  );
  return asked;
}

async function openCart(pricesIncludeVat = true) {
  const hook = renderHook(() => useCartView({ pricesIncludeVat, locale: 'en', t }));
  await waitFor(() => expect(hook.result.current.live.state).toBe('answered'));
  return hook;
}

let navigation: ReturnType<typeof fakeNavigation>;
beforeEach(() => {
  $cart.set(cart);
  navigation = fakeNavigation();
});
cleanUpAfterEach();

describe('the cart page', () => {
  it('adds up the lines to the fils, the sale saving and the free unit included', async () => {
    const asked = fakeLive();
    const { result } = await openCart();
    const { summary } = result.current;
    expect(asked).toEqual(['/api/live?ids=11,22']);
    expect([summary.itemCount, summary.subtotal, summary.savings]).toEqual([5, 427_300, 20_000]);
    expect(summary.lines.map((line) => line.freeQuantity)).toEqual([0, 1]);
    expect(result.current.announcement).toBe('');
  });

  it('shows net prices when prices are set to exclude VAT', async () => {
    fakeLive();
    const { result } = await openCart(false);
    // 239,800 and 187,500 fils with 5% VAT in them: 228,381 and 178,571 net.
    expect(result.current.summary.subtotal).toBe(228_381 + 178_571);
  });

  it('re-prices a line the live check found dearer or short, and says so in the live region', async () => {
    fakeLive(
      cart.map((line) =>
        line.id === 11
          ? { ...liveOffer(line), price: 139_900, salePrice: null }
          : { ...liveOffer(line), quantity: 2 },
      ),
    );
    const { result } = await openCart();
    expect(result.current.summary.subtotal).toBe(2 * 139_900 + 3 * 62_500);
    expect(result.current.live.changes.get(11)).toMatchObject({ from: 119_900, to: 139_900 });
    expect(result.current.announcement).toBe(
      'Cisco CBS250-24T Switch: Price changed from AED 1,199.00 to AED 1,399.00. ' +
        'Yealink T54W IP Phone: Only 2 left in stock.',
    );
  });

  it('announces each change the shopper makes, and locks a changed line for a moment', async () => {
    fakeLive();
    const { result } = await openCart();
    const [switchLine, phone] = result.current.lines as [CartLine, CartLine];
    vi.useFakeTimers();

    act(() => result.current.changeQuantity(switchLine, 3));
    expect(result.current.announcement).toBe('Quantity of Cisco CBS250-24T Switch changed to 3');
    expect(result.current.summary.subtotal).toBe(3 * 119_900 + 3 * 62_500);
    expect([result.current.isLocked(11), result.current.isLocked(22)]).toEqual([true, false]);
    await act(() => vi.advanceTimersByTimeAsync(lockMs - 1));
    expect(result.current.isLocked(11)).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.isLocked(11)).toBe(false);

    act(() => result.current.remove(phone));
    expect(result.current.announcement).toBe('Yealink T54W IP Phone removed from the cart');
    expect($cart.get().map((line) => line.id)).toEqual([11]);
  });

  it('once emptied, says so and sends the shopper home', async () => {
    fakeLive();
    const { result } = await openCart();
    expect(result.current.empty).toBe(false);
    expect(navigation.replace).not.toHaveBeenCalled();

    act(() => result.current.clearAll());

    expect(result.current.announcement).toBe('All items removed from the cart');
    expect(result.current.empty).toBe(true);
    expect(navigation.replace).toHaveBeenCalledWith('/');
  });
});
