import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emailDigest } from '../../src/server/tracking/email-digest';
import { getStorage } from '../../src/server/storage';
import { rememberForTracking } from '../../src/server/tracking/tracking-records';
import { sampleOrder } from '../fixtures/order';
import { callRoute } from './route-call';

const fetchSaleByReference = vi.fn();
vi.mock('../../src/portal/api', () => ({ fetchSaleByReference }));
vi.mock('../../src/server/portal', () => ({ serverPortal: () => ({}) }));

const { POST } = await import('../../src/pages/api/track-order');

const SHOP = 'http://shop.test';
// Writes are accepted from the configured origin only (SITE_URL), read on the first request.
vi.stubEnv('SITE_URL', SHOP);
const REFERENCE = 'SALE2026/11/0042';
let client = 0;

function track(
  body: Record<string, unknown>,
  { address = `10.7.0.${++client}`, lang = 'en' } = {},
) {
  return callRoute(POST, {
    method: 'POST',
    url: `${SHOP}/api/track-order`,
    headers: { Origin: SHOP, 'Content-Type': 'application/json', 'Accept-Language': lang },
    body: JSON.stringify(body),
    clientAddress: address,
  });
}
const answer = async (res: Response) =>
  [res.status, await res.json(), res.headers.get('cache-control')] as const;

beforeEach(async () => {
  fetchSaleByReference.mockReset().mockResolvedValue({
    ...sampleOrder,
    referenceNo: REFERENCE,
    details: { ...sampleOrder.details, saleStatus: 'completed' },
  });
  await rememberForTracking(await getStorage(), REFERENCE, emailDigest('Aisha.Khan@Example.ae'));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('POST /api/track-order', () => {
  it('finds an order by its reference and e-mail, in any case, read live from the portal, never cached', async () => {
    for (const [reference, email] of [
      [REFERENCE, 'aisha.khan@example.ae'],
      ['sale2026/11/0042', '  AISHA.KHAN@EXAMPLE.AE '],
    ]) {
      const [status, body, cache] = await answer(await track({ reference, email }));
      expect([status, cache]).toEqual([200, 'no-store']);
      expect(body.order).toMatchObject({
        referenceNo: REFERENCE,
        saleStatus: 'completed',
        totals: { grandTotal: sampleOrder.totals.grandTotal },
      });
      // Only what the page shows: not even the customer's name.
      expect(JSON.stringify(body)).not.toContain(sampleOrder.details.customerName);
    }
    expect(fetchSaleByReference).toHaveBeenLastCalledWith(expect.anything(), REFERENCE);
  });

  it('answers a wrong e-mail exactly as an unknown reference, without asking the portal', async () => {
    const wrongEmail = await answer(
      await track({ reference: REFERENCE, email: 'someone@example.ae' }),
    );
    const unknownReference = await answer(
      await track({ reference: 'SALE2026/11/9999', email: 'aisha.khan@example.ae' }),
    );
    expect(wrongEmail).toEqual(unknownReference);
    expect(wrongEmail).toEqual([
      404,
      {
        ok: false,
        code: 'not-found',
        error:
          'We found no order with that reference and e-mail address. Please check both and try again.',
      },
      'no-store',
    ]);
    expect(fetchSaleByReference).not.toHaveBeenCalled();
    expect(
      (await answer(await track({ reference: 'x', email: 'a@b.ae' }, { lang: 'ar' })))[1].error,
    ).toBe('لم نجد طلبًا بهذا المرجع وهذا البريد الإلكتروني. يُرجى التحقق منهما والمحاولة مرة أخرى.');
  });

  it('names a missing or bad field', async () => {
    expect(await answer(await track({ reference: '', email: 'a@b.ae' }))).toEqual([
      400,
      { ok: false, error: 'Order reference is required', field: 'reference' },
      'no-store',
    ]);
    expect(
      (await answer(await track({ reference: REFERENCE, email: 'not an address' })))[1],
    ).toMatchObject({ field: 'email' });
  });

  it('throttles each client', async () => {
    for (let i = 0; i < 20; i++)
      await track({ reference: `SALE2026/11/${i}`, email: 'a@b.ae' }, { address: '10.8.0.1' });
    const limited = await track(
      { reference: REFERENCE, email: 'aisha.khan@example.ae' },
      { address: '10.8.0.1' },
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      (
        await track(
          { reference: REFERENCE, email: 'aisha.khan@example.ae' },
          { address: '10.8.0.2' },
        )
      ).status,
    ).toBe(200);
  });
});
