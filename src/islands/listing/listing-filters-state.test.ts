// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { SubmitEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filterCategories } from '../../domain/fixtures/search-catalogue';
import { defaultQuery, maxBrands, type ListingQuery } from '../../domain/listing/listing-query';
import { selectedCategory } from '../../domain/listing/listing-query-filter';
import { useListingFilters } from './listing-filters-state';

/** The filters over `query`, and the queries they ask the listing for. */
function filtersOver(query: ListingQuery) {
  const onChange = vi.fn<(next: ListingQuery) => void>();
  const hook = renderHook(
    (q: ListingQuery) =>
      useListingFilters({
        categories: filterCategories,
        query: q,
        selected: selectedCategory(filterCategories, q),
        onChange,
      }),
    {
      initialProps: query,
    },
  );
  return { ...hook, asked: () => onChange.mock.calls.map(([next]) => next) };
}

afterEach(cleanup);

/** A form's submit event, and the spy on its `preventDefault`. */
function submit() {
  const preventDefault = vi.fn();
  return { event: { preventDefault } as unknown as SubmitEvent<HTMLFormElement>, preventDefault };
}

describe('the /products filters', () => {
  it('apply typed prices only when submitted, in fils, from page 1; what is not an amount is left out', () => {
    const { result, asked } = filtersOver({ ...defaultQuery, page: 4, search: 'poe' });
    act(() => {
      result.current.setMin('250.5');
      result.current.setMax('lots');
    });
    expect(asked()).toEqual([]);
    const { event, preventDefault } = submit();
    act(() => result.current.applyPrices(event));
    expect(preventDefault).toHaveBeenCalled();
    expect(asked()).toEqual([{ ...defaultQuery, search: 'poe', priceMin: 25_050, priceMax: null }]);
  });

  it('show the prices of the query in AED, and follow a new query (Back, a shared link)', () => {
    const { result, rerender } = filtersOver({
      ...defaultQuery,
      priceMin: 150_000,
      priceMax: 9_950,
    });
    expect([result.current.min, result.current.max]).toEqual(['1500', '99.5']);
    rerender(defaultQuery);
    expect([result.current.min, result.current.max]).toEqual(['', '']);
  });

  it('choose a category or a sub-category from page 1, and offer the sub-categories of the one chosen', () => {
    const { result, rerender, asked } = filtersOver({ ...defaultQuery, page: 2, sort: 'name' });
    expect(result.current.top).toBeNull();
    act(() => result.current.chooseCategory(1, 11));
    expect(asked()).toEqual([{ ...defaultQuery, sort: 'name', category: 1, parentId: 11 }]);
    rerender({ ...defaultQuery, category: 1, parentId: 11 });
    expect(result.current.top?.name).toBe('Network Switches');
  });

  it('change the order at once, the default order being the empty choice', () => {
    const { result, asked } = filtersOver({ ...defaultQuery, page: 3 });
    expect(result.current.sort).toBe('');
    act(() => result.current.chooseSort('price-desc'));
    act(() => result.current.chooseSort(''));
    expect(asked()).toEqual([
      { ...defaultQuery, sort: 'price-desc' },
      { ...defaultQuery, sort: null },
    ]);
  });

  it('tick and untick brands, and say when no more can be ticked', () => {
    const { result, asked } = filtersOver({ ...defaultQuery, brands: ['cisco'] });
    expect(result.current.brandsFull).toBe(false);
    act(() => result.current.toggleBrand('tp-link'));
    act(() => result.current.toggleBrand('cisco'));
    expect(asked().map((q) => q.brands)).toEqual([['cisco', 'tp-link'], []]);
    const full = filtersOver({
      ...defaultQuery,
      brands: Array.from({ length: maxBrands }, (_, i) => `brand-${i}`),
    });
    expect(full.result.current.brandsFull).toBe(true);
  });

  it('clear every filter but keep the search and the order', () => {
    const query = {
      ...defaultQuery,
      page: 2,
      search: 'phone',
      category: 3,
      priceMax: 50_000,
      brands: ['yealink'],
      sort: 'newest' as const,
    };
    const { result, asked } = filtersOver(query);
    expect(result.current.filtered).toBe(true);
    act(() => result.current.clear());
    expect(asked()).toEqual([{ ...defaultQuery, search: 'phone', sort: 'newest' }]);
    expect(
      filtersOver({ ...defaultQuery, search: 'phone', sort: 'newest' }).result.current.filtered,
    ).toBe(false);
  });
});
