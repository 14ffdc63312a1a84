import { describe, expect, it } from 'vitest';
import { firstProductPath } from './pages.ts';

describe('firstProductPath', () => {
  it('takes the first product linked by slug, not by id', () => {
    const html =
      '<a href="/product/65">x</a><a href="/cart">c</a><a href="/product/cisco-c1000-24t-4g-l">y</a><a href="/product/other">z</a>';
    expect(firstProductPath(html)).toBe('/product/cisco-c1000-24t-4g-l');
  });

  it('says when the listing links no product', () => {
    expect(firstProductPath('<a href="/products">all</a>')).toBeNull();
  });
});
