import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchLiveOffer, fetchLiveOffers } from './live-offers';

const offer = (id: number) => ({
  id,
  price: 10_000 + id,
  salePrice: null,
  quantity: 3,
  vatPercent: 5,
});

function serve(answer: (url: string) => Response) {
  const requested: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    requested.push(url);
    return answer(url);
  });
  return requested;
}

afterEach(() => vi.unstubAllGlobals());

describe('fetchLiveOffers', () => {
  it('asks once for the distinct ids, in order, and merges the batches the route allows', async () => {
    const requested = serve((url) => {
      const ids =
        new URL(url, 'http://shop.test').searchParams.get('ids')?.split(',').map(Number) ?? [];
      return Response.json({
        offers: ids.filter((id) => id !== 150).map(offer),
        unavailable: ids.includes(150) ? [150] : [],
        failed: [],
      });
    });
    const ids = Array.from({ length: 150 }, (_, i) => 150 - i);
    const live = await fetchLiveOffers([...ids, 3, 3]);
    expect(requested).toHaveLength(2);
    expect(requested[0]).toBe(
      `/api/live?ids=${Array.from({ length: 100 }, (_, i) => i + 1).join(',')}`,
    );
    expect(live.offers).toHaveLength(149);
    expect(live.unavailable).toEqual([150]);
  });

  it('fails on an error answer or one of the wrong shape', async () => {
    serve(() => Response.json({ error: 'Live price unavailable' }, { status: 502 }));
    await expect(fetchLiveOffers([1])).rejects.toThrow('HTTP 502');
    serve(() =>
      Response.json({ offers: [{ id: 1, price: '100.00' }], unavailable: [], failed: [] }),
    );
    await expect(fetchLiveOffers([1])).rejects.toThrow();
  });
});

describe('fetchLiveOffer', () => {
  it('tells an offer, a product no longer sold, and a failed check apart', async () => {
    serve(() => Response.json(offer(7)));
    expect(await fetchLiveOffer(7)).toEqual({ kind: 'offer', offer: offer(7) });
    serve(() => Response.json({ error: 'Unknown product' }, { status: 404 }));
    expect(await fetchLiveOffer(7)).toEqual({ kind: 'gone' });
    serve(() => Response.json({ error: 'Live price unavailable' }, { status: 502 }));
    expect(await fetchLiveOffer(7)).toEqual({ kind: 'unknown' });
    serve(() => Response.json({ ...offer(7), price: -1 }));
    expect(await fetchLiveOffer(7)).toEqual({ kind: 'unknown' });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await fetchLiveOffer(7)).toEqual({ kind: 'unknown' });
  });
});
