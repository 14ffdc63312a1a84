import { describe, expect, it } from 'vitest';
import { pageCount, pagerParts, pageWindow } from './pagination';

describe('pageWindow', () => {
  it('shows every page of a short listing', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps first and last pages and marks skipped ranges', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
  });

  it('shows a single skipped page as its number rather than a gap', () => {
    expect(pageWindow(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('pagerParts', () => {
  it('has nothing to show for a single page', () => {
    expect(pagerParts(1, 1)).toEqual([]);
  });

  it('links previous and next where those pages exist, and marks the current page', () => {
    expect(pagerParts(1, 3)).toEqual([
      { kind: 'previous', page: null },
      { kind: 'page', page: 1, current: true },
      { kind: 'page', page: 2, current: false },
      { kind: 'page', page: 3, current: false },
      { kind: 'next', page: 2 },
    ]);
    expect(pagerParts(3, 3).at(0)).toEqual({ kind: 'previous', page: 2 });
    expect(pagerParts(3, 3).at(-1)).toEqual({ kind: 'next', page: null });
  });

  it('puts the window between them, gaps included', () => {
    const parts = pagerParts(10, 20);
    expect(parts.map((part) => (part.kind === 'page' ? part.page : part.kind))).toEqual([
      'previous',
      1,
      'gap',
      8,
      9,
      10,
      11,
      12,
      'gap',
      20,
      'next',
    ]);
    expect(parts.filter((part) => part.kind === 'page' && part.current)).toEqual([
      { kind: 'page', page: 10, current: true },
    ]);
    expect([parts.at(0), parts.at(-1)]).toEqual([
      { kind: 'previous', page: 9 },
      { kind: 'next', page: 11 },
    ]);
  });
});

describe('pageCount', () => {
  it('has at least one page and rounds up', () => {
    expect([pageCount(0, 20), pageCount(20, 20), pageCount(21, 20)]).toEqual([1, 1, 2]);
  });
});
