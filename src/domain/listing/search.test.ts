import { describe, expect, it } from 'vitest';
import { searchCategories, searchRecords } from '../fixtures/search-catalogue';
import { arabicStem, compactCode, createProductSearch, processTerm, singular } from './search';

const engine = createProductSearch(searchRecords, searchCategories);
const find = (term: string) => engine.search(term);

describe('singular', () => {
  it('merges plurals with their singular', () => {
    expect(['switches', 'batteries', 'boxes', 'routers', 'glasses', 'cables'].map(singular)).toEqual([
      'switch',
      'battery',
      'box',
      'router',
      'glass',
      'cable',
    ]);
  });

  it('leaves words that only look plural, short words and model numbers alone', () => {
    expect(['bus', 'wireless', 'status', 'series', 'gps', 'sg1008ps'].map(singular)).toEqual([
      'bus',
      'wireless',
      'status',
      'series',
      'gps',
      'sg1008ps',
    ]);
  });
});

describe('processTerm', () => {
  it('folds case and accents and drops stop words', () => {
    expect([processTerm('Café'), processTerm('SWITCHES'), processTerm('for')]).toEqual(['cafe', 'switch', null]);
  });
});

describe('compactCode', () => {
  it('keeps only letters and digits', () => {
    expect(compactCode('C1000-24T-4G-L')).toBe('c100024t4gl');
  });
});

describe('product search', () => {
  it('runs only with a non-empty term', () => {
    expect(find('')).toEqual([]);
    expect(find('   ')).toEqual([]);
  });

  it('finds singular and plural alike, in any case', () => {
    expect(find('switches')).toEqual(expect.arrayContaining([101, 102, 106, 108]));
    expect(find('SWITCH').sort()).toEqual(find('switches').sort());
    expect(find('batteries')).toEqual([107]);
    expect(find('boxes')).toEqual([109]);
  });

  it('keeps "bus" a word: the bus-powered hub first, then words that start with it', () => {
    expect(find('bus')).toEqual([110, 103, 104]);
  });

  it('puts the exact model number first, with or without dashes', () => {
    expect(find('C1000-24T-4G-L')[0]).toBe(101);
    expect(find('c100024t4gl')[0]).toBe(101);
    expect(find('C1000-48T-4G-L')[0]).toBe(106);
    expect(find('TL-SG1008P')).toEqual([102]);
  });

  it('finds a model number from its start', () => {
    expect(find('c1000').slice(0, 2).sort()).toEqual([101, 106]);
    expect(find('sip-t5')).toEqual([104]);
  });

  it('forgives small typos in words', () => {
    expect(find('swich')).toEqual(expect.arrayContaining([101, 102, 106, 108]));
    expect(find('yealnk').sort()).toEqual([104, 111]);
    expect(find('latitdue')).toEqual([103]);
  });

  it('matches word prefixes', () => {
    expect(find('ubiq')).toEqual([108]);
    // The laptop by name before the battery filed under "Computers & Laptops".
    expect(find('lapt')).toEqual([103, 107]);
  });

  it('requires every word, across name, brand and category', () => {
    expect(find('cisco 48')).toEqual([106]);
    expect(find('yealink phone').sort()).toEqual([104, 111]);
    expect(find('managed switches').sort()).toEqual([101, 106]);
    expect(find('ip phones').sort()).toEqual([104, 111]);
  });

  it('ranks a product named by the query above one that only sits in a matching category', () => {
    // 104 and 111 are in "IP Phones"; only 111 says "IP Phone" in its name.
    expect(find('ip phone')[0]).toBe(111);
    // Every switch matches through its category; the PoE ones name PoE.
    expect(find('poe switch').slice(0, 2).sort()).toEqual([102, 108]);
  });

  it('finds nothing for a word no product has', () => {
    expect(find('xylophone')).toEqual([]);
  });
});

describe('suggestions', () => {
  it('stays quiet below two characters', () => {
    expect(engine.suggest('s', 10)).toEqual({ categories: [], products: [] });
  });

  it('offers matching categories first, then products, within the limit', () => {
    const s = engine.suggest('switches', 10);
    expect(s.categories.map((c) => c.id).sort()).toEqual([1, 11, 12]);
    expect(s.products).toEqual(expect.arrayContaining([101, 102, 106, 108]));
    const few = engine.suggest('switches', 4);
    expect(few.categories.length + few.products.length).toBe(4);
  });

  it('suggests from a word prefix', () => {
    expect(engine.suggest('yea', 10).products.sort()).toEqual([104, 111]);
  });
});

describe('Arabic', () => {
  it('writes Arabic one way: alef forms, alef maqsura, taa marbuta, diacritics and tatweel', () => {
    expect(processTerm('أجهزة')).toBe(processTerm('اجهزه'));
    expect(processTerm('إلكترونيات')).toBe(processTerm('الكترونيات'));
    expect(processTerm('مُدارة')).toBe(processTerm('مداره'));
    expect(processTerm('سويـــتش')).toBe(processTerm('سويتش'));
    expect(processTerm('مستوى')).toBe(processTerm('مستوي'));
  });

  it('meets the article and the plural of a word: السويتشات, سويتشات and سويتش', () => {
    expect(arabicStem('السويتشات')).toBe('سويتش');
    expect(arabicStem('سويتشات')).toBe('سويتش');
    expect(processTerm('السويتشات')).toBe(processTerm('سويتش'));
  });

  it('finds products and suggests categories through Arabic category names and the words shoppers use', () => {
    const switches = engine.search('سويتش');
    expect(switches.length).toBeGreaterThan(0);
    // Exactly the products filed under a switch category (the Arabic word names no product itself).
    const inSwitchCategories = searchRecords.filter((r) => / switches/i.test(` ${r.categories}`)).map((r) => r.id);
    expect([...switches].sort()).toEqual(inSwitchCategories.sort());
    expect(engine.suggest('سويتش', 10).categories.map((c) => c.name)).toContain('Network Switches');
    expect(engine.search('هاتف').length).toBeGreaterThan(0);
    expect(engine.search('لابتوب')).toEqual(engine.search('لابتوبات'));
  });
});
