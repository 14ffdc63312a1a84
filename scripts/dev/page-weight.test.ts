import { describe, expect, it } from 'vitest';
import { resourceKind, weigh } from './page-weight.ts';

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

describe('weigh', () => {
  it('adds requests and bytes up by kind', () => {
    const totals = weigh([
      { url: 'http://shop.test/', kind: 'html', raw: 100_000, compressed: 12_000 },
      { url: 'http://shop.test/_astro/a.js', kind: 'js', raw: 200_000, compressed: 60_000 },
      { url: 'http://shop.test/_astro/b.js', kind: 'js', raw: 10_000, compressed: 3_000 },
    ]);
    expect(totals.js).toEqual({ requests: 2, raw: 210_000, compressed: 63_000 });
    expect(totals.html).toEqual({ requests: 1, raw: 100_000, compressed: 12_000 });
    expect(totals.css).toEqual({ requests: 0, raw: 0, compressed: 0 });
  });
});
