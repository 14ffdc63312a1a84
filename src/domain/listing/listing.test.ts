import { describe, expect, it, vi } from 'vitest';
import type { Category } from '../catalogue';
import { product } from '../fixtures/catalogue';
import {
  latestNeeded,
  ListingError,
  selectListings,
  type ListingDefinition,
  type ListingRule,
  type ListingSources,
} from './listing';

const category = (id: number, name: string, slug: string, children: Category[] = []): Category => ({
  id,
  code: slug.toUpperCase(),
  name,
  slug,
  image: null,
  parentId: null,
  showInHome: false,
  children: children.map((c) => ({ ...c, parentId: id })),
});

/** A portal that files switches under Networking, as the catalogue does. */
const categories = [
  category(1, 'Networking', 'networking', [
    category(11, 'Switches', 'lan-switches'),
    category(12, 'Routers', 'routers'),
  ]),
  category(2, 'Telephony', 'telephony', [category(21, 'IP Phones', 'ip-phones')]),
  category(3, 'Computers & Laptops', 'computers-laptops'),
];

const products = [
  product({
    id: 101,
    name: 'Cisco CBS350-24T Switch',
    categoryId: 1,
    subcategoryId: 11,
    price: 139_000,
    salePrice: 125_000,
  }),
  // Some records carry the sub-category in category_id alone.
  product({ id: 102, name: 'TP-Link TL-SG108 Switch', categoryId: 11, price: 9_900 }),
  product({
    id: 103,
    name: 'MikroTik hAP ax3 Router',
    categoryId: 1,
    subcategoryId: 12,
    price: 59_900,
    salePrice: 49_900,
  }),
  product({ id: 104, name: 'Ubiquiti UniFi Cloud Gateway', categoryId: 1, price: 79_900 }),
  product({
    id: 105,
    name: 'Yealink T54W IP Phone',
    categoryId: 2,
    subcategoryId: 21,
    price: 89_900,
  }),
  product({ id: 106, name: 'Dell Latitude 5440', categoryId: 3, price: 429_900 }),
];

const sources: ListingSources = { products, categories, latest: [105, 103] };

const def = (rule: ListingRule, optional?: boolean): ListingDefinition => ({
  path: 'network-switches',
  title: { en: 'T', ar: 'ت' },
  description: { en: '', ar: '' },
  rule,
  optional,
});

/** The one listing chosen for `rule`; a warning fails the test unless `warn` is given. */
function listing(
  rule: ListingRule,
  from: ListingSources = sources,
  warn: (line: string) => void = (line) => expect.fail(line),
) {
  const [only] = selectListings([def(rule)], from, warn);
  if (!only) throw new Error('no listing');
  return {
    name: only.category?.name ?? null,
    parent: only.parent?.name ?? null,
    ids: only.products.map((p) => p.id),
  };
}

describe('category listings', () => {
  it('match a sub-category by slug, by name and by id, with the products filed under it either way', () => {
    const switches = { name: 'Switches', parent: 'Networking', ids: [101, 102] };
    expect(listing({ kind: 'category', match: ['network-switches', 'lan-switches'] })).toEqual(
      switches,
    );
    expect(listing({ kind: 'category', match: ['network-switches', 'switches'] })).toEqual(
      switches,
    );
    expect(listing({ kind: 'category', match: [11] })).toEqual(switches);
  });

  it('take the first reference that matches, in the order given, wherever it sits in the tree', () => {
    expect(listing({ kind: 'category', match: ['mobiles', 'IP Phones', 'switches'] })).toEqual({
      name: 'IP Phones',
      parent: 'Telephony',
      ids: [105],
    });
    expect(listing({ kind: 'category', match: [99, 2, 'switches'] })).toEqual({
      name: 'Telephony',
      parent: null,
      ids: [105],
    });
  });

  it('include the products of every sub-category when they match a top-level category', () => {
    expect(listing({ kind: 'category', match: ['networking'] })).toEqual({
      name: 'Networking',
      parent: null,
      ids: [101, 102, 103, 104],
    });
  });

  it('compare names loosely: case, punctuation and "and" do not count', () => {
    expect(listing({ kind: 'category', match: ['Computers and Laptops'] }).name).toBe(
      'Computers & Laptops',
    );
    expect(listing({ kind: 'category', match: ['COMPUTERS-AND-LAPTOPS'] }).name).toBe(
      'Computers & Laptops',
    );
    expect(() => listing({ kind: 'category', match: ['&'] })).toThrow('no category matches "&"');
  });
});

describe('rule listings', () => {
  it("list new releases in the portal's latest order, skipping ids the shop does not sell, up to the limit", () => {
    const latest = { ...sources, latest: [104, 999, 101, 105] };
    expect(listing({ kind: 'latest', limit: 2 }, latest).ids).toEqual([104, 101]);
    expect(listing({ kind: 'latest', limit: 100 }, latest).ids).toEqual([104, 101, 105]);
  });

  it('list products on sale, biggest saving first', () => {
    // 101 saves AED 140.00, 103 saves AED 100.00.
    expect(listing({ kind: 'on-sale' }).ids).toEqual([101, 103]);
  });

  it('ask the portal for as many latest ids as the largest latest listing shows', () => {
    const on = (limit: number) => def({ kind: 'latest', limit });
    expect(latestNeeded([def({ kind: 'on-sale' }), on(100), on(30)])).toBe(100);
    expect(latestNeeded([def({ kind: 'on-sale' })])).toBe(0);
  });
});

describe('a listing that matches nothing', () => {
  const noSwitches = [
    category(1, 'Networking', 'networking', [category(12, 'Routers', 'routers')]),
    category(2, 'Telephony', 'telephony', [category(21, 'IP Phones', 'ip-phones')]),
  ];

  it('fails with the route, what it looked for and the categories there were', () => {
    const run = () =>
      listing(
        { kind: 'category', match: ['network-switches', 'switches', 7] },
        { ...sources, categories: noSwitches },
      );
    expect(run).toThrow(ListingError);
    expect(run).toThrow(
      'listing /network-switches: no category matches "network-switches", "switches", id 7 ' +
        '(looked at 4 categories: Networking, Routers, Telephony, IP Phones)',
    );
  });

  it('fails when the matched category has no products, and names every failing route at once', () => {
    const definitions: ListingDefinition[] = [
      { ...def({ kind: 'category', match: ['computers-laptops'] }), path: 'computers-laptops' },
      { ...def({ kind: 'on-sale' }), path: 'clearance-sale' },
    ];
    expect(() =>
      selectListings(definitions, { ...sources, products: [products[1]!] }, () => {}),
    ).toThrow(
      'listing /computers-laptops: category "Computers & Laptops" ' +
        '(id 3, matched by "computers-laptops") has no products; ' +
        'listing /clearance-sale: no product is on sale',
    );
  });

  it('names the portal latest list when it was empty or could not be read', () => {
    expect(() => listing({ kind: 'latest', limit: 10 }, { ...sources, latest: [999] })).toThrow(
      "listing /network-switches: the portal's latest list (products/latest) holds no product the shop sells",
    );
    expect(() => listing({ kind: 'latest', limit: 10 }, { ...sources, latest: null })).toThrow(
      "listing /network-switches: the portal's latest list (products/latest) could not be read",
    );
  });

  it('is empty with a warning when the definition is optional', () => {
    const warn = vi.fn();
    const [sale, latest] = selectListings(
      [
        { ...def({ kind: 'on-sale' }, true), path: 'clearance-sale' },
        { ...def({ kind: 'latest', limit: 100 }, true), path: 'new-releases' },
      ],
      { ...sources, products: [products[1]!], latest: null },
      warn,
    );
    expect([sale?.products, latest?.products]).toEqual([[], []]);
    expect(warn.mock.calls).toEqual([
      [
        'listing /clearance-sale: no product is on sale; it is optional, so its page shows the empty state',
      ],
      [
        "listing /new-releases: the portal's latest list (products/latest) could not be read; " +
          'it is optional, so its page shows the empty state',
      ],
    ]);
  });
});
