import { describe, expect, it } from 'vitest';
import { assignSlugs, slugify } from './slug';

describe('slugify', () => {
  it('makes lowercase ASCII words joined by hyphens', () => {
    expect(slugify('  Cisco Catalyst 1000 (24-Port) ')).toBe('cisco-catalyst-1000-24-port');
    expect(slugify('Crème Brûlée & Co.')).toBe('creme-brulee-and-co');
    expect(slugify('جهاز')).toBe('');
    expect(slugify('x'.repeat(100))).toHaveLength(80);
  });
});

describe('assignSlugs', () => {
  it('keeps portal slugs, makes missing ones and resolves clashes by id', () => {
    const slugs = assignSlugs(
      [
        { id: 9, slug: 'router', name: 'Router Nine' },
        { id: 3, slug: null, name: 'Router' }, // made-up slug gives way to the portal's
        { id: 5, slug: 'router', name: 'Router Five' }, // lower id keeps the portal slug
        { id: 7, slug: '2024', name: '2024' }, // no letter: would read as an id
        { id: 8, slug: 'Router-9', name: 'x' }, // clashes with the suffix given to 9
      ],
      'product',
    );
    expect(Object.fromEntries(slugs)).toEqual({
      5: 'router',
      9: 'router-9-9',
      3: 'router-3',
      7: 'product-2024',
      8: 'router-9',
    });
  });
});
