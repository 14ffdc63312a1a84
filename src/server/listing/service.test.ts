import { describe, expect, it } from 'vitest';
import { buildListingSnapshot } from '../../build/listing/listing-tables';
import { product } from '../../domain/fixtures/catalogue';
import {
  categories as fixtureCategories,
  products as fixtureProducts,
} from '../../domain/fixtures/search-catalogue';
import { defaultQuery, type ListingQuery } from '../../domain/listing/listing-query';
import type { Category } from '../../domain/catalogue';
import { pictureFor, placeholderPicture } from '../../domain/picture';
import { createListingService } from './service';

const routers: Category = {
  id: 4,
  name: 'Routers',
  slug: 'routers',
  code: 'R',
  image: null,
  parentId: null,
  showInHome: false,
  children: [],
};
const categories = [...fixtureCategories, routers];
const products = [
  ...fixtureProducts,
  product({
    id: 120,
    name: 'MikroTik hAP ax3 Router',
    nameAr: 'راوتر ميكروتك hAP ax3',
    code: 'C53UIG',
    categoryId: 4,
    price: 59_900,
    images: ['https://portal.example/uploads/120.png'],
  }),
  product({
    id: 121,
    name: 'Ubiquiti UniFi Dream Router',
    nameAr: 'جهاز توجيه يوبيكويتي',
    code: 'UDR',
    brand: { name: 'Ubiquiti', slug: 'ubiquiti' },
    categoryId: 4,
    price: 99_900,
  }),
];
const picture = (url: string | undefined) =>
  url ? pictureFor('00c0ffee', 'square', { width: 960, height: 960 }) : placeholderPicture;
const service = createListingService(buildListingSnapshot(products, categories, picture, true));

const query = (q: Partial<ListingQuery>): ListingQuery => ({ ...defaultQuery, ...q });
const ids = (answer: { cards: { id: number }[] }) => answer.cards.map((c) => c.id);

describe('the listing service', () => {
  it('answers a search with the page of cards, the count and the brands the other filters leave', () => {
    const answer = service.list({ query: query({ search: 'switch' }), from: 1, locale: 'en' });
    expect(answer).toMatchObject({ total: 4, firstPage: 1, page: 1, pageCount: 1, start: 0 });
    expect(ids(answer).sort()).toEqual([101, 102, 106, 108]);
    expect(answer.brands).toEqual([
      { slug: 'cisco', name: 'Cisco', count: 2 },
      { slug: 'tp-link', name: 'TP-Link', count: 1 },
      { slug: 'ubiquiti', name: 'Ubiquiti', count: 1 },
    ]);
  });

  it('puts the exact model number first and gives the whole card', () => {
    const answer = service.list({
      query: query({ search: 'C1000-24T-4G-L' }),
      from: 1,
      locale: 'en',
    });
    expect(answer.cards[0]).toEqual({
      id: 101,
      slug: 'cisco-catalyst-1000-24t-4g-l',
      name: 'Cisco Catalyst 1000-24T-4G-L 24-Port Gigabit Switch',
      nameAr: null,
      code: 'C1000-24T-4G-L',
      brand: 'Cisco',
      price: 245_000,
      salePrice: 219_900,
      vatPercent: 5,
      inStock: true,
      picture: placeholderPicture,
    });
  });

  it('filters by category, price and brand, sorts, and keeps a ticked brand the others rule out', () => {
    const answer = service.list({
      query: query({ category: 1, priceMax: 300_000, brands: ['apc', 'cisco'], sort: 'price-asc' }),
      from: 1,
      locale: 'en',
    });
    expect(ids(answer)).toEqual([101]);
    expect(answer.brands.map((b) => [b.slug, b.count])).toEqual([
      ['apc', 0],
      ['cisco', 1],
      ['tp-link', 1],
      ['ubiquiti', 1],
    ]);
  });

  it('matches nothing with a brand the catalogue does not have, and keeps the known brands beside it', () => {
    expect(
      ids(
        service.list({
          query: query({ category: 4, brands: ['gone-brand'] }),
          from: 1,
          locale: 'en',
        }),
      ),
    ).toEqual([]);
    const known = ids(service.list({ query: query({ category: 4 }), from: 1, locale: 'en' }));
    const brand = service.list({ query: query({ category: 4 }), from: 1, locale: 'en' }).brands[0]
      ?.slug as string;
    const withGone = ids(
      service.list({
        query: query({ category: 4, brands: [brand, 'gone-brand'] }),
        from: 1,
        locale: 'en',
      }),
    );
    expect(withGone.length).toBeGreaterThan(0);
    expect(withGone).toEqual(
      ids(service.list({ query: query({ category: 4, brands: [brand] }), from: 1, locale: 'en' })),
    );
    expect(known).toEqual([120, 121]);
  });

  it('gives a run of pages for Load More and clamps a page past the end', () => {
    const all = service.list({ query: query({ page: 9 }), from: 1, locale: 'en' });
    expect(all).toMatchObject({
      total: products.length,
      firstPage: 1,
      page: 1,
      pageCount: 1,
      start: 0,
    });
    expect(ids(all)).toEqual(products.map((p) => p.id));
  });

  it('finds Arabic words shoppers use, Arabic names and category names, and sorts names in the page language', () => {
    expect(
      ids(service.list({ query: query({ search: 'راوتر' }), from: 1, locale: 'ar' })).sort(),
    ).toEqual([120, 121]);
    expect(ids(service.list({ query: query({ search: 'سويتش' }), from: 1, locale: 'ar' }))).toEqual(
      ids(service.list({ query: query({ search: 'سويتشات' }), from: 1, locale: 'ar' })),
    );
    expect(
      ids(service.list({ query: query({ search: 'ميكروتك' }), from: 1, locale: 'ar' })),
    ).toEqual([120]);
    const byName = (locale: 'en' | 'ar') =>
      ids(service.list({ query: query({ category: 4, sort: 'name' }), from: 1, locale }));
    // "MikroTik…" before "Ubiquiti…" in English; "جهاز…" before "راوتر…" in Arabic.
    expect(byName('en')).toEqual([120, 121]);
    expect(byName('ar')).toEqual([121, 120]);
  });

  it('suggests categories, then products, in the language asked for', () => {
    const english = service.suggest('rout', 'en');
    expect(english.categories).toEqual([
      { id: 4, name: 'Routers', parentId: null, parentName: null },
    ]);
    expect(english.products.sort((a, b) => a.id - b.id)).toEqual([
      {
        id: 120,
        slug: 'product-120',
        name: 'MikroTik hAP ax3 Router',
        price: 59_900,
        image: expect.stringMatching(/^\/_img\/00c0ffee-\d+\.webp$/) as unknown,
      },
      {
        id: 121,
        slug: 'product-121',
        name: 'Ubiquiti UniFi Dream Router',
        price: 99_900,
        image: placeholderPicture.src,
      },
    ]);
    const arabic = service.suggest('راوتر', 'ar');
    expect(arabic.categories.map((c) => c.name)).toEqual(['راوترات']);
    expect(arabic.products.map((p) => p.name)).toContain('راوتر ميكروتك hAP ax3');
    expect(service.suggest('managed', 'ar').categories[0]).toEqual({
      id: 11,
      name: 'سويتشات مُدارة',
      parentId: 1,
      parentName: 'سويتشات الشبكات',
    });
    expect(service.suggest('r', 'en')).toEqual({ categories: [], products: [], leftOut: null });
  });

  it('suggests and filters on prices net of VAT when the shop shows them so', () => {
    const net = createListingService(buildListingSnapshot(products, categories, picture, false));
    expect(net.suggest('UDR', 'en').products[0]?.price).toBe(
      99_900 - Math.round((99_900 * 5) / 105),
    );
    expect(
      ids(net.list({ query: query({ category: 4, priceMax: 96_000 }), from: 1, locale: 'en' })),
    ).toEqual([120, 121]);
    // Cards keep the VAT-inclusive price: the card shows it by the same rule as every page.
    expect(net.list({ query: query({ category: 4 }), from: 1, locale: 'en' }).cards[1]?.price).toBe(
      99_900,
    );
  });
});
