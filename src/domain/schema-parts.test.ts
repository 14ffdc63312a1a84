import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { convertOrFail, fils, jsonObject, percent, positiveInt } from './schema-parts';

const accepts = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).success;

describe('schema parts', () => {
  it('take whole fils from zero, never fractions, negatives, NaN or unsafe integers', () => {
    expect([0, 1, 129_950].map((n) => accepts(fils, n))).toEqual([true, true, true]);
    expect(
      [-1, 0.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1, '100'].map((n) => accepts(fils, n)),
    ).toEqual([false, false, false, false, false]);
  });

  it('take ids from 1 and percentages from 0 to 100', () => {
    expect([accepts(positiveInt, 1), accepts(positiveInt, 0)]).toEqual([true, false]);
    expect([0, 5, 100, 101, -1].map((n) => accepts(percent, n))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('take a JSON object, not a list or null', () => {
    expect([{ a: 1 }, [], null, 'x'].map((value) => accepts(jsonObject, value))).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('convert a value, failing with the message where the conversion has none', () => {
    const even = v.pipe(
      v.number(),
      convertOrFail((n: number) => (n % 2 === 0 ? n / 2 : null), 'not even'),
    );
    expect(v.safeParse(even, 8)).toMatchObject({ success: true, output: 4 });
    expect(v.safeParse(even, 3).issues?.map((issue) => issue.message)).toEqual(['not even']);
  });
});
