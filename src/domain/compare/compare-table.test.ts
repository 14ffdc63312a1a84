import { describe, expect, it } from 'vitest';
import type { SpecGroup } from '../catalogue';
import { alignSpecs } from './compare-table';

const switchA: SpecGroup[] = [
  {
    heading: 'Interfaces',
    rows: [
      { label: 'Ports', value: '24 x 1G' },
      { label: 'Uplinks', value: '4 x SFP+' },
    ],
  },
  { heading: 'Power', rows: [{ label: 'PoE budget', value: '370 W' }] },
];
// The same rows in another order, one under another heading, a label written differently, one row
// missing and one extra.
const switchB: SpecGroup[] = [
  { heading: 'Power', rows: [{ label: 'PoE budget', value: '740 W' }] },
  {
    heading: 'Hardware',
    rows: [
      { label: 'Uplinks', value: '4 x SFP+' },
      { label: 'Fans', value: '2' },
    ],
  },
  { heading: 'interfaces', rows: [{ label: 'ports:', value: '48 x 1G' }] },
];

describe('alignSpecs', () => {
  it('puts rows of the same name on one line, in the place the first product gives them', () => {
    const sections = alignSpecs([switchA, switchB]);
    expect(sections.map((s) => [s.heading, s.rows.map((r) => [r.label, ...r.values])])).toEqual([
      [
        'Interfaces',
        [
          ['Ports', '24 x 1G', '48 x 1G'],
          ['Uplinks', '4 x SFP+', '4 x SFP+'],
        ],
      ],
      ['Power', [['PoE budget', '370 W', '740 W']]],
      ['Hardware', [['Fans', null, '2']]],
    ]);
  });

  it('marks a row as differing when a value differs or is missing, and not for case or spacing', () => {
    const sections = alignSpecs([
      [
        {
          heading: null,
          rows: [
            { label: 'Colour', value: 'Black' },
            { label: 'Weight', value: '1.2 kg' },
            { label: 'Ports', value: '8' },
          ],
        },
      ],
      [
        {
          heading: null,
          rows: [
            { label: 'Colour', value: ' black ' },
            { label: 'Weight', value: '1.4 kg' },
          ],
        },
      ],
    ]);
    expect(sections[0]?.rows.map((r) => [r.label, r.differs])).toEqual([
      ['Colour', false],
      ['Weight', true],
      ['Ports', true],
    ]);
  });

  it('keeps each column in product order, with null for a product that gives no key information at all', () => {
    const sections = alignSpecs([[], switchA, []]);
    expect(sections[0]?.rows[0]).toEqual({
      label: 'Ports',
      values: [null, '24 x 1G', null],
      differs: true,
    });
  });

  it('matches a label one product gives twice by occurrence', () => {
    const weights = (device: string, box: string): SpecGroup[] => [
      { heading: 'Device', rows: [{ label: 'Weight', value: device }] },
      { heading: 'Package', rows: [{ label: 'Weight', value: box }] },
    ];
    const sections = alignSpecs([weights('1 kg', '2 kg'), weights('1 kg', '3 kg')]);
    expect(sections.map((s) => [s.heading, s.rows.map((r) => [r.values, r.differs])])).toEqual([
      ['Device', [[['1 kg', '1 kg'], false]]],
      ['Package', [[['2 kg', '3 kg'], true]]],
    ]);
  });

  it('finds nothing differing in a single product, and no sections in none', () => {
    expect(
      alignSpecs([switchA])
        .flatMap((s) => s.rows)
        .some((r) => r.differs),
    ).toBe(false);
    expect(alignSpecs([])).toEqual([]);
  });
});
