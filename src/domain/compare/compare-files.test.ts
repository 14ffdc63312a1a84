import { describe, expect, it } from 'vitest';
import { compareChunkFor } from './compare-files';

describe('compareChunkFor', () => {
  const index = {
    first: [3, 40, 90],
    chunks: ['/data/compare-a.json', '/data/compare-b.json', '/data/compare-c.json'],
  };

  it('finds the chunk whose id range holds the id', () => {
    expect(compareChunkFor(index, 3)).toBe('/data/compare-a.json');
    expect(compareChunkFor(index, 39)).toBe('/data/compare-a.json');
    expect(compareChunkFor(index, 40)).toBe('/data/compare-b.json');
    expect(compareChunkFor(index, 5000)).toBe('/data/compare-c.json');
  });

  it('answers null below the first id and for an empty index', () => {
    expect(compareChunkFor(index, 2)).toBeNull();
    expect(compareChunkFor({ first: [], chunks: [] }, 7)).toBeNull();
  });
});
