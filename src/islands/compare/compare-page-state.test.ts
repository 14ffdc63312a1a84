// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompareRecord } from '../../domain/compare/compare-files';
import { dataFormatVersion } from '../../domain/card/data-files';
import type { LiveOffers } from '../../domain/live/live-offer';
import { messagesFor } from '../../i18n/messages';
import { $cart } from '../../stores/cart';
import { $compare } from '../../stores/compare';
import { useComparePage } from './compare-page-state';

const messages = messagesFor('en');

/** A compare record whose key information is `specs`: rows by section heading. */
function record(
  id: number,
  specs: Record<string, [string, string][]>,
  extra: Partial<CompareRecord> = {},
): CompareRecord {
  const groups = Object.entries(specs).map(([heading, rows]) => ({
    heading,
    rows: rows.map(([label, value]) => ({ label, value })),
  }));
  return {
    id,
    slug: `switch-${id}`,
    name: `Switch ${id}`,
    nameAr: null,
    code: `SW-${id}`,
    brand: 'Cisco',
    picture: null,
    price: 100_000,
    salePrice: null,
    vatPercent: 5,
    quantity: 3,
    bxgy: null,
    specs: groups,
    ...extra,
  };
}

const records = [
  record(2, {
    Interfaces: [
      ['Ports', '8'],
      ['Speed', '1 Gbps'],
    ],
    Power: [['Input', '230 V']],
  }),
  record(
    4,
    {
      Power: [['Input', '230 V']],
      Interfaces: [
        ['Speed', '1 gbps'],
        ['Ports:', '24'],
        ['PoE', 'Yes'],
      ],
    },
    { price: 250_000 },
  ),
  record(6, { Interfaces: [['Ports', '48']] }),
];

/** The build's compare files, and what the live route says now. */
let files: Map<string, unknown>;
let live: LiveOffers;
let asked: string[];

beforeEach(() => {
  files = new Map<string, unknown>([
    [
      '/data/compare-index.json',
      { v: dataFormatVersion, first: [1], chunks: ['/data/compare-1.json'] },
    ],
    ['/data/compare-1.json', { v: dataFormatVersion, products: records }],
  ]);
  live = { offers: [], unavailable: [], failed: [] };
  asked = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    const body = url.startsWith('/api/live?') ? live : files.get(url);
    return {
      ok: body !== undefined,
      status: body === undefined ? 404 : 200,
      json: async () => body,
    };
  });
  $cart.set([]);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The page with these products chosen, in this order, once their records are read. */
async function compare(...ids: number[]) {
  $compare.set(ids.map((id) => ({ id, slug: `switch-${id}`, name: `Switch ${id}`, image: null })));
  const page = renderHook(() =>
    useComparePage({
      indexUrl: '/data/compare-index.json',
      locale: 'en',
      t: messages.compare,
      productT: messages.product,
    }),
  );
  await waitFor(() => expect(page.result.current.load).not.toBe('loading'));
  return page.result;
}

/** The key information shown: each section's heading, then its rows with their values. */
const shownRows = (page: Awaited<ReturnType<typeof compare>>) =>
  page.current.sections.flatMap((section) => [
    section.heading,
    ...section.rows.map((row) => [row.label, ...row.values, row.differs ? 'differs' : 'same']),
  ]);

describe('the /compare page', () => {
  it('shows a column per chosen product, in the order chosen, at the live price, reading only those', async () => {
    live = {
      offers: [{ id: 4, price: 240_000, salePrice: 230_000, quantity: 9, vatPercent: 5 }],
      unavailable: [],
      failed: [],
    };
    const page = await compare(4, 2);
    await waitFor(() => expect(page.current.columns[0]?.offer.price).toBe(240_000));
    expect(
      page.current.columns.map((c) => [
        c.name,
        c.offer.price,
        c.offer.salePrice,
        c.offer.quantity,
        c.inStock,
      ]),
    ).toEqual([
      ['Switch 4', 240_000, 230_000, 9, true],
      ['Switch 2', 100_000, null, 3, true],
    ]);
    expect(asked.sort()).toEqual([
      '/api/live?ids=2,4',
      '/data/compare-1.json',
      '/data/compare-index.json',
    ]);
  });

  it('aligns the key information by row name, marks the rows that differ, and can show only those', async () => {
    const page = await compare(2, 4);
    expect(shownRows(page)).toEqual([
      'Interfaces',
      ['Ports', '8', '24', 'differs'],
      ['Speed', '1 Gbps', '1 gbps', 'same'],
      ['PoE', null, 'Yes', 'differs'],
      'Power',
      ['Input', '230 V', '230 V', 'same'],
    ]);
    act(() => page.current.setOnlyDifferences(true));
    expect(shownRows(page)).toEqual([
      'Interfaces',
      ['Ports', '8', '24', 'differs'],
      ['PoE', null, 'Yes', 'differs'],
    ]);
  });

  it('marks a product the shop no longer sells, or has none of, out of stock', async () => {
    live = {
      offers: [{ id: 2, price: 100_000, salePrice: null, quantity: 0, vatPercent: 5 }],
      unavailable: [6],
      failed: [],
    };
    const page = await compare(2, 6);
    await waitFor(() =>
      expect(page.current.columns.map((c) => [c.name, c.gone, c.inStock])).toEqual([
        ['Switch 2', false, false],
        ['Switch 6', true, false],
      ]),
    );
  });

  it('takes out a product the build no longer publishes, and says so', async () => {
    const page = await compare(2, 99, 4);
    await waitFor(() =>
      expect(page.current.announcement).toBe(
        'Switch 99 is no longer sold and was taken out of the comparison.',
      ),
    );
    expect($compare.get().map((item) => item.id)).toEqual([2, 4]);
    expect(page.current.columns.map((c) => c.name)).toEqual(['Switch 2', 'Switch 4']);
  });

  it('removes a column, says so and keeps focus on the table', async () => {
    const page = await compare(2, 4, 6);
    const scroller = document.createElement('div');
    scroller.tabIndex = 0;
    document.body.append(scroller);
    page.current.scrollerRef.current = scroller;
    act(() => page.current.remove(page.current.columns[1]!));
    expect($compare.get().map((item) => item.id)).toEqual([2, 6]);
    expect(page.current.columns.map((c) => c.name)).toEqual(['Switch 2', 'Switch 6']);
    expect(page.current.announcement).toBe('Switch 4 removed from comparison.');
    expect(document.activeElement).toBe(scroller);
  });

  it('adds a product to the cart at its live price', async () => {
    live = {
      offers: [{ id: 4, price: 240_000, salePrice: null, quantity: 9, vatPercent: 5 }],
      unavailable: [],
      failed: [],
    };
    const page = await compare(4);
    await waitFor(() => expect(page.current.columns[0]?.offer.price).toBe(240_000));
    act(() => page.current.add(page.current.columns[0]!));
    expect($cart.get()).toMatchObject([
      { id: 4, name: 'Switch 4', code: 'SW-4', price: 240_000, quantity: 1, quantity_available: 9 },
    ]);
  });

  it('says when the compare files cannot be read, and reads them again on Try again', async () => {
    const index = files.get('/data/compare-index.json');
    files.delete('/data/compare-index.json');
    const page = await compare(2, 4);
    expect([page.current.load, page.current.columns]).toEqual(['failed', []]);
    files.set('/data/compare-index.json', index);
    act(() => page.current.retry());
    await waitFor(() => expect(page.current.load).toBe('loaded'));
    expect(page.current.columns).toHaveLength(2);
  });
});
