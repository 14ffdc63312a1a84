import { describe, expect, it } from 'vitest';
import { toDay, toFlag, toId, toNumber, toText, uaeDay } from './values';

describe('wire values', () => {
  it('reads numbers and ids from strings', () => {
    expect([
      toNumber('3.0000'),
      toNumber(' -2 '),
      toNumber('.5'),
      toNumber(''),
      toNumber('1e3'),
      toNumber(null),
    ]).toEqual([3, -2, 0.5, null, null, null]);
    expect([toId('65'), toId(65), toId('0'), toId('6.5'), toId('-1'), toId('abc')]).toEqual([
      65,
      65,
      null,
      null,
      null,
      null,
    ]);
  });

  it('reads flags and text', () => {
    expect([
      toFlag('1'),
      toFlag('0'),
      toFlag(1),
      toFlag(0),
      toFlag('true'),
      toFlag(''),
      toFlag('maybe'),
      toFlag(null),
    ]).toEqual([true, false, true, false, true, false, null, null]);
    expect([toText('  a '), toText(''), toText(12), toText({})]).toEqual(['a', null, '12', null]);
  });

  it('reads portal dates and the UAE calendar day', () => {
    expect([
      toDay('2025-03-01'),
      toDay('2025-03-01 23:59:59'),
      toDay('0000-00-00'),
      toDay(''),
      toDay('soon'),
    ]).toEqual(['2025-03-01', '2025-03-01', null, null, null]);
    expect(uaeDay(new Date('2025-03-09T19:59:59Z'))).toBe('2025-03-09');
    expect(uaeDay(new Date('2025-03-09T20:00:00Z'))).toBe('2025-03-10');
  });
});
