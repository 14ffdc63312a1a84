import { describe, expect, it } from 'vitest';
import { firstProductPath, resourceKind } from './pages.ts';

describe('firstProductPath', () => {
  it('takes the first product linked by slug, not by id', () => {
    const html = '<a href="/product/65">x</a><a href="/cart">c</a><a href="/product/cisco-c1000-24t-4g-l">y</a><a href="/product/other">z</a>';
    expect(firstProductPath(html)).toBe('/product/cisco-c1000-24t-4g-l');
  });

  it('says when the listing links no product', () => {
    expect(firstProductPath('<a href="/products">all</a>')).toBeNull();
  });
});

describe('resourceKind', () => {
  it('counts a response by its content type', () => {
    expect(resourceKind('text/html; charset=utf-8')).toBe('html');
    expect(resourceKind('text/css; charset=utf-8')).toBe('css');
    expect(resourceKind('text/javascript; charset=utf-8')).toBe('js');
    expect(resourceKind('application/javascript')).toBe('js');
    expect(resourceKind('image/webp')).toBe('image');
    expect(resourceKind('image/svg+xml')).toBe('image');
    expect(resourceKind('application/json; charset=utf-8')).toBe('data');
    expect(resourceKind('font/woff2')).toBe('other');
    expect(resourceKind(undefined)).toBe('other');
  });
});
