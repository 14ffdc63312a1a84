import {
  cleanTestStorage,
  getTestStorage,
  setTestStorageKey,
  useTestStorageEngine,
} from '@nanostores/persistent';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CompareItem } from '../domain/compare/compare';

useTestStorageEngine();
// The store reads storage when its module loads, so the engine must be swapped in first.
const { $compare, clearCompared, removeCompared, toggleCompared } = await import('./compare');

const item = (id: number): CompareItem => ({
  id,
  slug: `switch-${id}`,
  name: `Switch ${id}`,
  image: null,
});

describe('compare store', () => {
  let unlisten: () => void;
  beforeAll(() => {
    // Mounting the store is what subscribes it to changes made by other tabs.
    unlisten = $compare.listen(() => {});
  });
  afterAll(() => unlisten());
  afterEach(() => {
    clearCompared();
    cleanTestStorage();
  });

  it('saves every change as JSON under the `compare` key, and refuses a fifth without writing', () => {
    for (const id of [1, 2, 3, 4]) expect(toggleCompared(item(id))).toBe('added');
    const four = getTestStorage().compare;
    expect(JSON.parse(four ?? 'null')).toEqual([1, 2, 3, 4].map(item));
    expect(toggleCompared(item(5))).toBe('full');
    expect(getTestStorage().compare).toBe(four);
    expect(toggleCompared(item(2))).toBe('removed');
    removeCompared(4);
    expect($compare.get().map((i) => i.id)).toEqual([1, 3]);
  });

  it('follows another tab, repairing what it wrote', () => {
    setTestStorageKey('compare', JSON.stringify([item(7), { id: 'x' }, item(7), item(8)]));
    expect($compare.get()).toEqual([item(7), item(8)]);
    setTestStorageKey('compare', 'not json');
    expect($compare.get()).toEqual([]);
  });
});
