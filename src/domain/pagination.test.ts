import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow } from './pagination';

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

describe('pageCount', () => {
  it('has at least one page and rounds up', () => {
    expect([pageCount(0, 20), pageCount(20, 20), pageCount(21, 20)]).toEqual([1, 1, 2]);
  });
});
