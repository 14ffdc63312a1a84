/**
 * What the islands' state-hook tests share: a cart with a line on sale and a buy-2-get-1 line, the
 * live route's answer for it, answers as the shop's routes give them, navigation that goes nowhere,
 * and a clean page after each test.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import type { CartLine } from '../domain/cart/cart';
import type { LiveOffers } from '../domain/live/live-offer';

// AED 1,199.00 on sale (list 1,299.00) twice, and AED 625.00 three times with one free: AED
// 4,273.00.
export const cart: CartLine[] = [
  {
    id: 11,
    name: 'Cisco CBS250-24T Switch',
    price: 129_900,
    promoPrice: 119_900,
    image: null,
    brand: 'Cisco',
    quantity_available: 10,
    quantity: 2,
    vatPercent: 5,
  },
  {
    id: 22,
    name: 'Yealink T54W IP Phone',
    price: 62_500,
    image: null,
    brand: 'Yealink',
    quantity_available: 5,
    quantity: 3,
    bxgy: { buy: 2, get: 1 },
    vatPercent: 5,
  },
];

export const liveOffer = (line: CartLine) => ({
  id: line.id,
  price: line.price,
  salePrice: line.promoPrice ?? null,
  quantity: line.quantity_available,
  vatPercent: line.vatPercent,
});

/** What `/api/live?ids=` answers: by default the cart's own figures, all confirmed. */
export const liveAnswer = (offers: LiveOffers['offers'] = cart.map(liveOffer)): LiveOffers => ({
  offers,
  unavailable: [],
  failed: [],
});

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** `location.assign` and `location.replace` recorded instead of followed. */
export function fakeNavigation() {
  return {
    assign: vi.spyOn(window.location, 'assign').mockImplementation(() => {}),
    replace: vi.spyOn(window.location, 'replace').mockImplementation(() => {}),
  };
}

/**
 * For the calling test file: after each test, unmount its hooks and undo its timers, fakes, spies
 * and page.
 */
export function cleanUpAfterEach(): void {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });
}
