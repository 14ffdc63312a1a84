// @vitest-environment happy-dom
/**
 * Order tracking's state without a browser: what the tracking route gets, and what its answers
 * show.
 */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TrackedOrder } from '../../domain/tracking/order-tracking';
import { messagesFor } from '../../i18n/messages';
import { cleanUpAfterEach, jsonResponse } from '../test-support-hooks';
import { useTrackOrder } from './track-order-state';

const t = messagesFor('en').track;

const tracked: TrackedOrder = {
  referenceNo: 'SALE2026/11/0042',
  date: '2026-11-28 10:15:00',
  saleStatus: 'pending',
  paymentStatus: 'pending',
  items: [
    {
      productName: 'Cisco CBS250-24T Switch',
      productCode: 'CBS250-24T-4G',
      quantity: 2,
      unitPrice: 119_900,
    },
  ],
  totals: { subtotal: 239_800, productTax: 11_419, orderTax: 0, shipping: 0, grandTotal: 239_800 },
};

/** The tracking route answers `answer`; returns the bodies it was sent. */
function fakeRoute(answer: { status: number; body: unknown } | 'no answer') {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      expect([url, init.method]).toEqual(['/api/track-order', 'POST']);
      sent.push(typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body);
      if (answer === 'no answer') throw new TypeError('Failed to fetch');
      return jsonResponse(answer.status, answer.body);
    }),
  );
  return sent;
}

function form(reference: string, email: string): FormData {
  const data = new FormData();
  data.set('reference', reference);
  data.set('email', email);
  data.set('website', '');
  return data;
}

cleanUpAfterEach();

describe('order tracking', () => {
  it('fills the reference from the address the confirmation links to', () => {
    window.history.replaceState(null, '', '/track-order?reference=SALE2026%2F11%2F0042');
    const { result } = renderHook(() => useTrackOrder(t));
    expect(result.current.reference).toBe('SALE2026/11/0042');
  });

  it('sends the reference, the e-mail address and the honeypot, and shows the order it gets, focused', async () => {
    const sent = fakeRoute({ status: 200, body: { ok: true, order: tracked } });
    const { result } = renderHook(() => useTrackOrder(t));
    const box = document.body.appendChild(
      Object.assign(document.createElement('section'), { tabIndex: -1 }),
    );
    result.current.result.current = box;

    await act(() => result.current.submit(form('SALE2026/11/0042', 'aisha@example.ae')));

    expect(sent).toEqual([
      { reference: 'SALE2026/11/0042', email: 'aisha@example.ae', website: '' },
    ]);
    expect(result.current.order).toEqual(tracked);
    expect([result.current.busy, result.current.formError]).toEqual([false, null]);
    expect(document.activeElement).toBe(box);
  });

  it('names the field the route refused', async () => {
    fakeRoute({
      status: 400,
      body: { ok: false, error: 'Enter a valid email address', field: 'email' },
    });
    const { result } = renderHook(() => useTrackOrder(t));

    await act(() => result.current.submit(form('SALE2026/11/0042', 'aisha@')));

    expect(result.current.fieldError('email')).toBe('Enter a valid email address');
    expect(result.current.fieldError('reference')).toBeUndefined();
    expect([result.current.formError, result.current.order]).toEqual([null, null]);
  });

  it("says the route's words for an order it does not know, and its own when no answer or no order comes", async () => {
    const unknown = 'We found no order with that reference and e-mail address.';
    fakeRoute({ status: 404, body: { ok: false, error: unknown } });
    const { result } = renderHook(() => useTrackOrder(t));
    await act(() => result.current.submit(form('SALE2026/11/0999', 'aisha@example.ae')));
    expect(result.current.formError).toBe(unknown);

    fakeRoute('no answer');
    await act(() => result.current.submit(form('SALE2026/11/0042', 'aisha@example.ae')));
    expect(result.current.formError).toBe('The shop could not be reached. Please try again.');

    fakeRoute({ status: 200, body: { ok: true, order: { ...tracked, items: 'none' } } });
    await act(() => result.current.submit(form('SALE2026/11/0042', 'aisha@example.ae')));
    expect([result.current.formError, result.current.order]).toEqual([
      'The shop could not be reached. Please try again.',
      null,
    ]);
  });

  it('clears the last order while it asks again', async () => {
    fakeRoute({ status: 200, body: { ok: true, order: tracked } });
    const { result } = renderHook(() => useTrackOrder(t));
    await act(() => result.current.submit(form('SALE2026/11/0042', 'aisha@example.ae')));
    expect(result.current.order).not.toBeNull();

    fakeRoute({
      status: 404,
      body: { ok: false, error: 'We found no order with that reference and e-mail address.' },
    });
    await act(() => result.current.submit(form('SALE2026/11/0999', 'aisha@example.ae')));
    expect(result.current.order).toBeNull();
  });
});
