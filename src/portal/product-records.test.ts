import { describe, expect, it } from 'vitest';
import { patchProductRecords } from './product-records';

const row = (id: number | string, name: string) => ({ id: String(id), name });

describe('product rows read again', () => {
  const earlier = [row(1, 'Switch'), row(2, 'Router'), row(5, 'Phone'), { broken: true }];

  it('replace a changed product in its place and leave the others as they were', () => {
    expect(patchProductRecords(earlier, new Map([[2, row(2, 'Router Pro')]]))).toEqual([
      row(1, 'Switch'),
      row(2, 'Router Pro'),
      row(5, 'Phone'),
      { broken: true },
    ]);
  });

  it('drop a product the portal no longer has and add new ones after the rest, in id order', () => {
    const fresh = new Map<number, unknown>([
      [9, row(9, 'Laptop')],
      [1, null],
      [7, row(7, 'Tablet')],
      [8, null],
    ]);
    expect(patchProductRecords(earlier, fresh)).toEqual([
      row(2, 'Router'),
      row(5, 'Phone'),
      { broken: true },
      row(7, 'Tablet'),
      row(9, 'Laptop'),
    ]);
  });
});
