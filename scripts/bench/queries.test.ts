import { describe, expect, it } from 'vitest';
import { keystrokes, priceBands, searchQueries } from './queries.ts';

describe('searchQueries', () => {
  const file = {
    name: ['Cisco Catalyst C1000-24T Switch', 'HP ProBook 450 G10 Laptop'],
    code: ['C1000-24T-4G-L', 'PB450G10'],
    brands: ['Cisco', 'HP'],
  };

  it('mixes typed words with the catalogue’s own brands, model numbers and names', () => {
    const queries = searchQueries(file);
    expect(queries).toContain('swich');
    expect(queries).toContain('cisco');
    expect(queries).toContain('C1000-24T-4G-L');
    expect(queries).toContain('c100024t4gl');
    expect(queries).toContain('Cisco Catalyst C1000-24T');
  });

  it('runs each query once', () => {
    const queries = searchQueries(file);
    expect(new Set(queries).size).toBe(queries.length);
  });
});

describe('keystrokes', () => {
  it('types the query a letter at a time from the shortest suggested prefix', () => {
    expect(keystrokes('poe', 2)).toEqual(['po', 'poe']);
    expect(keystrokes('p', 2)).toEqual([]);
  });
});

describe('priceBands', () => {
  it('cuts prices at their quartiles, open at both ends', () => {
    const bands = priceBands([100, 200, 300, 400, 500]);
    expect(bands).toEqual([
      [null, 200],
      [200, 300],
      [300, 400],
      [400, null],
    ]);
  });
});
