import { describe, expect, it } from 'vitest';
import { addPercent, toFils } from './money';

describe('toFils', () => {
  it('reads the portal decimal strings exactly', () => {
    expect(toFils('120.0000')).toBe(12000);
    expect(toFils('120.00')).toBe(12000);
    expect(toFils('1,299.5')).toBe(129950);
    expect(toFils(' 7 ')).toBe(700);
    expect(toFils('.5')).toBe(50);
    expect(toFils('0')).toBe(0);
  });

  it('rounds half up on the third decimal without float error', () => {
    expect(toFils('1.005')).toBe(101);
    expect(toFils('1.0049')).toBe(100);
    expect(toFils('0.015')).toBe(2);
    expect(toFils('2.675')).toBe(268);
    expect(toFils('9.9950')).toBe(1000);
  });

  it('reads numbers as they are written', () => {
    expect(toFils(1.005)).toBe(101);
    expect(toFils(120)).toBe(12000);
    expect(toFils(0.1 + 0.2)).toBe(30);
  });

  it('refuses what is not a non-negative amount', () => {
    for (const bad of [
      '',
      '  ',
      'abc',
      '-1',
      '1.2.3',
      '1e3',
      '.',
      null,
      undefined,
      -0.5,
      Number.NaN,
      Infinity,
      {},
      true,
    ]) {
      expect(toFils(bad)).toBeNull();
    }
  });
});

describe('addPercent', () => {
  it('adds VAT and rounds to the fils', () => {
    expect(addPercent(10000, 5)).toBe(10500);
    expect(addPercent(10, 5)).toBe(11);
    expect(addPercent(12345, 0)).toBe(12345);
  });
});
