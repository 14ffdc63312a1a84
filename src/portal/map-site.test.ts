import { describe, expect, it } from 'vitest';
import categoriesTree from './fixtures/categories-tree.json';
import slider from './fixtures/slider.json';
import {
  flattenCategories,
  mapBrands,
  mapCategories,
  mapSlides,
  normaliseLink,
  splitCaption,
} from './map-site';
import { listSchema } from './wire';

const baseUrl = 'http://portal.test';

describe('mapCategories', () => {
  const { items, dropped } = mapCategories(listSchema.parse(categoriesTree).data, baseUrl);

  it('maps the tree with slugs, images, parents and home flags', () => {
    expect(items).toEqual([
      {
        id: 1,
        code: 'NET',
        name: 'Network Switches',
        slug: 'network-switches',
        image: 'http://portal.test/assets/uploads/category-network-switches.png',
        parentId: null,
        showInHome: true,
        children: [
          {
            id: 11,
            code: 'MAN',
            name: 'Managed Switches',
            slug: 'managed',
            image: null,
            parentId: 1,
            showInHome: false,
            children: [],
          },
          {
            id: 12,
            code: 'UNM',
            name: 'Unmanaged Switches',
            slug: 'unmanaged-switches',
            image: null,
            parentId: 1,
            showInHome: false,
            children: [],
          },
        ],
      },
      {
        id: 2,
        code: 'TEL',
        name: 'Telephony & VoIP',
        slug: 'network-switches-2',
        image: 'http://portal.test/assets/uploads/tel.png',
        parentId: null,
        showInHome: true,
        children: [],
      },
      {
        id: 3,
        code: 'LAP',
        name: 'Laptops',
        slug: 'laptops',
        image: null,
        parentId: null,
        showInHome: false,
        children: [],
      },
    ]);
    expect(JSON.stringify(items)).not.toContain('internal');
  });

  it('drops broken categories, saying why', () => {
    expect(dropped).toEqual([
      { name: 'Child without id', reason: 'category without an id' },
      { id: 4, reason: 'category without a name' },
      { reason: 'malformed category: children: Invalid input: expected array, received object' },
    ]);
  });

  it('nests a flat list by parent_id', () => {
    const flat = mapCategories(
      [
        { id: '1', name: 'A' },
        { id: '2', name: 'B', parent_id: '1' },
        { id: '3', name: 'C', parent_id: '9' },
      ],
      baseUrl,
    ).items;
    expect(flat.map((c) => [c.id, c.children.map((child) => child.id)])).toEqual([
      [1, [2]],
      [3, []],
    ]);
  });

  it('flattens parents before children', () => {
    expect(flattenCategories(items).map((c) => c.id)).toEqual([1, 11, 12, 2, 3]);
  });
});

describe('mapSlides', () => {
  it('keeps slots with a picture and derives title, subtitle and link', () => {
    const { items, dropped } = mapSlides(listSchema.parse(slider).data, baseUrl);
    expect(dropped).toEqual([]);
    expect(items).toEqual([
      {
        id: 1,
        image: 'http://portal.test/assets/uploads/slide-1.png',
        link: '/category/network-switches',
        title: 'Cisco Catalyst',
        subtitle: 'In stock, next-day delivery',
      },
      {
        id: 2,
        image: 'http://portal.test/assets/uploads/slide-2.png',
        link: 'https://www.gulfitstore.ae/products?brand=yealink',
        title: 'Yealink IP phones',
        subtitle: 'Buy 2, get 1 free',
      },
      {
        id: 3,
        image: 'http://portal.test/assets/uploads/slide-3.png',
        link: 'https://www.fortinet.com/',
        title: 'FortiGate firewalls',
        subtitle: null,
      },
      {
        id: 5,
        image: 'http://portal.test/assets/uploads/slide-5.png',
        link: null,
        title: null,
        subtitle: null,
      },
    ]);
  });

  it('prefers explicit title fields and reports malformed slots', () => {
    const { items, dropped } = mapSlides(
      [{ image: 'a.png', title: '<b>Big</b> sale', caption: 'ignored|too' }, { image: 5 }],
      baseUrl,
    );
    expect(items[0]).toMatchObject({ title: 'Big sale', subtitle: 'too' });
    expect(dropped).toEqual([
      { reason: 'malformed slide 2: image: Invalid input: expected string, received number' },
    ]);
  });
});

describe('splitCaption', () => {
  it('splits HTML, pipes and lines, and keeps plain text whole', () => {
    expect(splitCaption('<h2>Title</h2><p>Sub <em>line</em></p><p>more</p>')).toEqual({
      title: 'Title',
      subtitle: 'Sub line more',
    });
    expect(splitCaption('Title | Subtitle')).toEqual({ title: 'Title', subtitle: 'Subtitle' });
    expect(splitCaption('Title\nSubtitle')).toEqual({ title: 'Title', subtitle: 'Subtitle' });
    expect(splitCaption('Yealink IP phones: buy 2, get 1 free')).toEqual({
      title: 'Yealink IP phones: buy 2, get 1 free',
      subtitle: null,
    });
    expect(splitCaption('  ')).toEqual({ title: null, subtitle: null });
    expect(splitCaption(null)).toEqual({ title: null, subtitle: null });
  });
});

describe('normaliseLink', () => {
  it('keeps site paths, completes bare hosts and refuses other schemes', () => {
    expect(normaliseLink('/products?category=3')).toBe('/products?category=3');
    expect(normaliseLink('products?category=3')).toBe('/products?category=3');
    expect(normaliseLink('www.example.com/deals')).toBe('https://www.example.com/deals');
    expect(normaliseLink('//cdn.example.com/x')).toBe('https://cdn.example.com/x');
    expect(normaliseLink('HTTP://Example.com')).toBe('http://example.com/');
    expect(normaliseLink('javascript:alert(1)')).toBeNull();
    expect(normaliseLink('mailto:sales@example.ae')).toBeNull();
    expect(normaliseLink('#')).toBeNull();
    expect(normaliseLink('')).toBeNull();
  });
});

describe('mapBrands', () => {
  it('maps the brand strip, no_image meaning no logo', () => {
    const { items, dropped } = mapBrands(
      [
        { id: '1', name: 'Cisco', image: 'http://portal.test/assets/uploads/brand-cisco.png' },
        { id: 2, name: 'HP', image: 'http://portal.test/assets/uploads/no_image.png' },
        { id: '3', name: 'Dell', image: null, slug: 'dell' },
        { id: 'x', name: 'Bad' },
        { id: '1', name: 'Cisco again' },
        { id: '4', name: '' },
      ],
      baseUrl,
    );
    expect(items).toEqual([
      { id: 1, name: 'Cisco', image: 'http://portal.test/assets/uploads/brand-cisco.png' },
      { id: 2, name: 'HP', image: null },
      { id: 3, name: 'Dell', image: null },
    ]);
    expect(dropped).toEqual([
      { name: 'Bad', reason: 'brand without an id' },
      { id: 1, name: 'Cisco again', reason: 'the same brand id appeared earlier' },
      { id: 4, reason: 'brand without a name' },
    ]);
  });
});
