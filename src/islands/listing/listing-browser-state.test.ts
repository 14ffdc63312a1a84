// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { MouseEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardData } from '../../domain/card/data-files';
import type { ListingAnswer } from '../../domain/listing/listing-answers';
import { filterCategories } from '../../domain/fixtures/search-catalogue';
import { defaultQuery } from '../../domain/listing/listing-query';
import { placeholderPicture } from '../../domain/picture';
import { messagesFor } from '../../i18n/messages';
import { quietMs, useListingBrowser } from './listing-browser-state';

const t = messagesFor('en').listing;
const catalogueBrands = [{ slug: 'cisco', name: 'Cisco', count: 30 }];

const card = (id: number): CardData => ({
  id,
  slug: `switch-${id}`,
  name: `Switch ${id}`,
  nameAr: null,
  code: `C-${id}`,
  brand: 'Cisco',
  price: 100_000,
  salePrice: null,
  vatPercent: 5,
  inStock: true,
  picture: placeholderPicture,
});

/** An answer of `total` products showing pages `firstPage` to `page`, 20 cards a page. */
function answer(total: number, firstPage = 1, page = firstPage): ListingAnswer {
  const start = (firstPage - 1) * 20;
  const end = Math.min(total, page * 20);
  return {
    total,
    firstPage,
    page,
    pageCount: Math.max(1, Math.ceil(total / 20)),
    start,
    cards: Array.from({ length: end - start }, (_, i) => card(start + i + 1)),
    brands: [{ slug: 'tp-link', name: 'TP-Link', count: total }],
    leftOut: null,
  };
}

/** Requests to the listing route, each answered when the test says. */
interface Request {
  url: string;
  aborted: () => boolean;
  answer: (body: ListingAnswer) => Promise<void>;
  fail: () => Promise<void>;
}
let requests: Request[];

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    (url: string, init: RequestInit) =>
      new Promise((resolve, reject) => {
        const settle = async (body: ListingAnswer | null) => {
          await act(async () =>
            resolve({ ok: body !== null, status: body ? 200 : 500, json: async () => body }),
          );
        };
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
        requests.push({
          url,
          aborted: () => init.signal?.aborted ?? false,
          answer: settle,
          fail: () => settle(null),
        });
      }),
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** The island on `address`, as a shopper who opened that URL finds it. */
function openAt(address: string) {
  window.history.replaceState(null, '', address);
  return renderHook(() =>
    useListingBrowser({
      categories: filterCategories,
      total: 45,
      brands: catalogueBrands,
      locale: 'en',
      t,
    }),
  );
}

const address = () => `${window.location.pathname}${window.location.search}`;

/**
 * A click on a link inside the island, as React hands it to the island's click handler, and the
 * spy on its `preventDefault`.
 */
function clickOn(link: HTMLAnchorElement, keys: { ctrlKey?: boolean } = {}) {
  const preventDefault = vi.fn();
  const event = {
    defaultPrevented: false,
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    ...keys,
    target: link,
    preventDefault,
  };
  return { event: event as unknown as MouseEvent<HTMLElement>, preventDefault };
}

describe('the /products island', () => {
  it('shows the pre-rendered first page without asking the listing route', () => {
    const { result } = openAt('/products');
    expect(requests).toEqual([]);
    expect(result.current).toMatchObject({
      heading: 'All Products',
      status: 'Showing 1–20 of 45 products',
      brands: catalogueBrands,
      hasMore: true,
    });
  });

  it('asks for the view a shared URL names, then shows its count and brands', async () => {
    const { result } = openAt('/products?search=cisco&page=2');
    expect(requests.map((r) => r.url)).toEqual(['/api/products?page=2&search=cisco&lang=en']);
    expect(result.current.status).toBe('Loading products…');
    await requests[0]?.answer(answer(45, 2));
    expect(result.current).toMatchObject({
      heading: 'Search Results for cisco',
      status: 'Showing 21–40 of 45 products',
      hasMore: true,
    });
    expect(result.current.brands).toEqual([{ slug: 'tp-link', name: 'TP-Link', count: 45 }]);
  });

  it('on a filter change pushes the new URL and asks for that view, page 1', async () => {
    const { result } = openAt('/products?page=3');
    const before = window.history.length;
    act(() =>
      result.current.filterChange({ ...defaultQuery, category: 1, brands: ['cisco', 'tp-link'] }),
    );
    expect(address()).toBe('/products?category=1&brand=cisco,tp-link');
    expect(window.history.length).toBe(before + 1);
    expect(requests.map((r) => r.url)).toEqual([
      '/api/products?page=3&lang=en',
      '/api/products?category=1&brand=cisco,tp-link&lang=en',
    ]);
    expect(requests[0]?.aborted()).toBe(true);
    expect(result.current.heading).toBe('Products in Network Switches');
    await requests[1]?.answer(answer(7));
    expect(result.current).toMatchObject({
      status: 'Showing 1–7 of 7 products',
      hasMore: false,
      doneLabel: 'Show 7 products',
    });
  });

  it('never shows the answer of a view it has left', async () => {
    const { result } = openAt('/products');
    act(() => result.current.filterChange({ ...defaultQuery, category: 1 }));
    act(() => result.current.filterChange({ ...defaultQuery, category: 2 }));
    await requests[0]?.answer(answer(12));
    expect(result.current.status).toBe('Loading products…');
    await requests[1]?.answer(answer(3));
    expect(result.current.status).toBe('Showing 1–3 of 3 products');
  });

  it('Load More asks for the pages, puts them in the URL without history, focuses the first new card', async () => {
    const { result } = openAt('/products?search=cisco');
    await requests[0]?.answer(answer(45));
    const grid = document.createElement('ul');
    grid.innerHTML = Array.from(
      { length: 40 },
      (_, i) =>
        `<li data-product-card><h2><a href="/product/switch-${i + 1}">Switch ${i + 1}</a></h2></li>`,
    ).join('');
    document.body.append(grid);
    result.current.gridRef.current = grid;
    const before = window.history.length;
    act(() => result.current.loadMore());
    expect(address()).toBe('/products?page=2&search=cisco');
    expect(window.history.length).toBe(before);
    expect(requests[1]?.url).toBe('/api/products?page=2&search=cisco&from=1&lang=en');
    await requests[1]?.answer(answer(45, 1, 2));
    expect(result.current.status).toBe('Showing 1–40 of 45 products');
    expect(document.activeElement?.textContent).toBe('Switch 21');
  });

  it('says when the listing route fails, and Try again asks once more', async () => {
    const { result } = openAt('/products?sort=name');
    await requests[0]?.fail();
    expect(result.current.results.failed).toBe(true);
    expect(result.current.status).toBe('Failed to load products.');
    act(() => result.current.retry());
    expect(result.current.status).toBe('Loading products…');
    expect(requests.map((r) => r.url)).toEqual([
      '/api/products?sort=name&lang=en',
      '/api/products?sort=name&lang=en',
    ]);
    await requests[1]?.answer(answer(45));
    expect(result.current.status).toBe('Showing 1–20 of 45 products');
  });

  it('follows Back and Forward: the URL it comes back to decides the view', async () => {
    const { result } = openAt('/products?sort=name');
    await requests[0]?.answer(answer(45));
    window.history.replaceState(null, '', '/products');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(requests).toHaveLength(1);
    expect(result.current.results.shown).toEqual({ kind: 'prerendered' });
    expect(result.current.status).toBe('Showing 1–20 of 45 products');
  });

  it("shows a view reached by URL (the header's search, Back) at once if quick, saying Loading if slow", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { result } = openAt('/products');
    window.history.pushState(null, '', '/products?search=cisco');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(requests.map((r) => r.url)).toEqual(['/api/products?search=cisco&lang=en']);
    expect(result.current).toMatchObject({
      heading: 'All Products',
      status: 'Showing 1–20 of 45 products',
    });
    await requests[0]?.answer(answer(12));
    expect(result.current).toMatchObject({
      heading: 'Search Results for cisco',
      status: 'Showing 1–12 of 12 products',
    });

    window.history.pushState(null, '', '/products?search=hp');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    act(() => {
      vi.advanceTimersByTime(quietMs - 1);
    });
    expect(result.current.heading).toBe('Search Results for cisco');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toMatchObject({
      heading: 'Search Results for hp',
      status: 'Loading products…',
    });
    await requests[1]?.answer(answer(3));
    expect(result.current.status).toBe('Showing 1–3 of 3 products');
  });

  it('turns a plain click on a page link into an in-page move, and leaves other clicks to the browser', () => {
    const { result } = openAt('/products');
    const link = document.createElement('a');
    link.href = '/products?page=2';
    document.body.append(link);
    const ctrlClick = clickOn(link, { ctrlKey: true });
    result.current.followLink(ctrlClick.event);
    expect(ctrlClick.preventDefault).not.toHaveBeenCalled();
    const click = clickOn(link);
    act(() => result.current.followLink(click.event));
    expect(click.preventDefault).toHaveBeenCalled();
    expect(address()).toBe('/products?page=2');
    expect(requests.map((r) => r.url)).toEqual(['/api/products?page=2&lang=en']);
  });
});
