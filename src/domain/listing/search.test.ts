import { describe, expect, it } from 'vitest';
import { searchCategories, searchRecords } from '../fixtures/search-catalogue';
import { searchSynonyms } from '../../site.config';
import { createProductSearch, type SearchRecord } from './search';
import type { SearchSynonyms } from './search-synonyms';

const engine = createProductSearch(searchRecords, searchCategories, searchSynonyms);
const find = (term: string) => engine.search(term).ids;

/**
 * A catalogue of its own: products by id, name and stock, with no brand or category unless given.
 */
const shop = (
  products: (Partial<SearchRecord> & { id: number; name: string })[],
  synonyms: SearchSynonyms = { same: [], oneWay: {} },
) =>
  createProductSearch(
    products.map(({ name, ...p }) => ({
      names: [name],
      code: '',
      brand: '',
      categories: [],
      inStock: true,
      ...p,
    })),
    [],
    synonyms,
  );

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

  it('keeps "bus" a word: the bus-powered hub first, then words that start with it, the one in stock first', () => {
    expect(find('bus')).toEqual([110, 104, 103]);
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

describe('model numbers however they are written', () => {
  it("finds a model number as written, joined, split, lower case, without its maker's prefix, by its start", () => {
    for (const typed of [
      'TL-SG1008P',
      'tlsg1008p',
      'tl sg1008p',
      'SG1008P',
      'sg 1008p',
      'sg10',
      'TL-SG1008',
      'TL-SG1٠٠8P',
    ])
      expect(find(typed)[0], typed).toBe(102);
  });

  it("finds the issue's model numbers typed without their dash", () => {
    const store = shop([
      { id: 1, name: 'Managed Switch SW-4100', code: 'SW-4100' },
      { id: 2, name: 'Edge Router RT-4159', code: 'RT-4159' },
      { id: 3, name: 'Firewall FW-4184', code: 'FW-4184' },
      { id: 4, name: 'IP Phone IP-4195', code: 'IP-4195' },
    ]);
    expect(
      ['sw4100', 'rt4159', 'fw4184', 'ip4195', 'SW 4100', 'sw-41'].map(
        (typed) => store.search(typed).ids[0],
      ),
    ).toEqual([1, 2, 3, 4, 1, 1]);
  });

  it('finds a model number the name writes apart, typed as one word', () => {
    expect(find('latitude5440')).toEqual([103]);
  });

  it('forgives no typo in a model number: one character off is another model', () => {
    expect(find('sg1005p')).toEqual([]);
  });

  it('puts the exact model number first, even sold out, above the models it starts', () => {
    const store = shop([
      { id: 1, name: 'TP-Link TL-SG1008PE 8-Port Easy Smart Switch', code: 'TL-SG1008PE' },
      { id: 2, name: 'TP-Link TL-SG1008P 8-Port PoE Switch', code: 'TL-SG1008P', inStock: false },
    ]);
    expect(store.search('tl-sg1008p').ids).toEqual([2, 1]);
    expect(store.search('sg1008p').ids).toEqual([2, 1]);
  });
});

describe('slips of the keyboard', () => {
  it('counts a swap of neighbours as one typo, as a wrong, missing or extra letter, in every field', () => {
    expect(find('swtich')).toEqual(expect.arrayContaining([101, 102, 106, 108]));
    expect(find('Csico').sort()).toEqual([101, 106]);
    expect(find('yaelink').sort()).toEqual([104, 111]);
    expect(find('telpehony').sort()).toEqual([104, 111]);
  });

  it('forgives none under five letters, one from five, two from nine', () => {
    expect(find('dlel')).toEqual([]);
    expect(find('swtch')).toEqual(expect.arrayContaining([101, 102, 106, 108]));
    expect(find('swtcj')).toEqual([]);
    expect(find('latitdeu')).toEqual([]);
    expect(find('telpehonny').sort()).toEqual([104, 111]);
  });

  it('ranks a word found as typed above one that took a typo to find', () => {
    const store = shop([
      { id: 1, name: 'Router' },
      { id: 2, name: 'Rotuer Wall Mount Bracket', inStock: false },
    ]);
    expect(store.search('rotuer').ids).toEqual([2, 1]);
  });
});

describe("the shop's synonyms", () => {
  const synonyms: SearchSynonyms = {
    same: [
      ['laptop', 'notebook'],
      ['ups', 'uninterruptible power supply'],
      ['سيسكو', 'cisco'],
    ],
    oneWay: { voip: ['ip phone'] },
  };
  const store = shop(
    [
      { id: 1, name: 'Dell Latitude 5440 Laptop' },
      { id: 2, name: 'Moleskine Notebook A5', inStock: false },
      { id: 3, name: 'Yealink T31P IP Phone' },
      { id: 4, name: 'Yeastar S20 VoIP PBX' },
      { id: 5, name: 'APC Back-UPS 1200VA' },
      { id: 6, name: 'Cisco Catalyst 1000 Switch' },
    ],
    synonyms,
  );

  it('widen a search without pushing down what the words typed find, sold out or not', () => {
    expect(store.search('notebook').ids).toEqual([2, 1]);
    expect(store.search('laptops').ids).toEqual([1, 2]);
  });

  it('find one way only where the list says so', () => {
    expect(store.search('voip').ids).toEqual([4, 3]);
    expect(store.search('ip phone').ids).toEqual([3]);
  });

  it('stand for phrases, and across languages', () => {
    expect(store.search('uninterruptible power supplies').ids).toEqual([5]);
    expect(store.search('سيسكو').ids).toEqual([6]);
  });
});

describe('ranking a buyer trusts', () => {
  it('puts in stock before sold out at equal relevance, and the same order on every page', () => {
    expect(find('poe switch').slice(0, 2)).toEqual([108, 102]);
    const store = shop([
      { id: 1, name: 'Patch Cord 1m', inStock: false },
      { id: 2, name: 'Patch Cord 1m' },
      { id: 3, name: 'Patch Cord 1m' },
    ]);
    expect(store.search('patch cord').ids).toEqual([2, 3, 1]);
    expect(store.search('patch cord').ids).toEqual(store.search('patch cord').ids);
  });
});

describe('suggestions', () => {
  it('stays quiet below two characters', () => {
    expect(engine.suggest('s', 10)).toEqual({ categories: [], products: [], leftOut: null });
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
  it('finds products and suggests categories through Arabic category names and the words shoppers use', () => {
    const switches = find('سويتش');
    expect(switches.length).toBeGreaterThan(0);
    // Exactly the products filed under a switch category (the Arabic word names no product itself).
    const inSwitchCategories = searchRecords
      .filter((r) => / switches/i.test(` ${r.categories.join(' ')}`))
      .map((r) => r.id);
    expect([...switches].sort()).toEqual(inSwitchCategories.sort());
    expect(engine.suggest('سويتش', 10).categories.map((c) => c.name)).toContain('Network Switches');
    expect(find('هاتف').length).toBeGreaterThan(0);
    expect(find('لابتوب')).toEqual(find('لابتوبات'));
  });

  it("finds a category's plural name from its singular and back, with or without article, without alias", () => {
    const store = shop([
      { id: 1, name: 'HP LaserJet M111w', categories: ['Printers طابعات'] },
      { id: 2, name: 'Dell P2423D', categories: ['Monitors الشاشة'] },
    ]);
    expect(['طابعة', 'الطابعة', 'طابعه', 'طابعات'].map((typed) => store.search(typed).ids)).toEqual(
      [[1], [1], [1], [1]],
    );
    expect(store.search('شاشات').ids).toEqual([2]);
  });

  it('reads Arabic-Indic digits as the Latin digits products are numbered with', () => {
    expect(find('٥٤٤٠')).toEqual([103]);
    expect(find('سويتش ٤٨')).toEqual([106]);
  });
});

describe('a query no product has every word of', () => {
  const store = shop([
    { id: 1, name: 'Cisco Catalyst 1000 Switch', brand: 'Cisco' },
    { id: 2, name: 'Cisco ISR 4331 Router', brand: 'Cisco' },
    { id: 3, name: 'TP-Link TL-SG1008P Switch', brand: 'TP-Link' },
  ]);

  it('leaves out the word that finds nothing, wherever it was typed, and says which', () => {
    expect(store.search('cisco switch qzxv')).toEqual({
      ids: [1],
      leftOut: { searched: 'cisco switch', words: ['qzxv'] },
    });
    expect(store.search('Qzxv Cisco Switch')).toEqual({
      ids: [1],
      leftOut: { searched: 'Cisco Switch', words: ['Qzxv'] },
    });
  });

  it('leaves out the word with the fewest products first (not the last) when the words find nothing together', () => {
    expect(store.search('cisco router switch')).toEqual({
      ids: [1],
      leftOut: { searched: 'cisco switch', words: ['router'] },
    });
    expect(store.search('tp-link router')).toEqual({
      ids: [3],
      leftOut: { searched: 'tp-link', words: ['router'] },
    });
  });

  it('leaves nothing out when every word is found, and finds nothing when no word is', () => {
    expect(store.search('cisco switch')).toEqual({ ids: [1], leftOut: null });
    expect(store.search('qzxv blorf')).toEqual({ ids: [], leftOut: null });
  });

  it('says so in the suggestions too', () => {
    expect(store.suggest('cisco switch qzxv', 10)).toEqual({
      categories: [],
      products: [1],
      leftOut: { searched: 'cisco switch', words: ['qzxv'] },
    });
  });
});

describe('words split, joined and spelled out', () => {
  const store = shop([
    { id: 1, name: 'Zebra DS2208 Barcode Scanner' },
    { id: 2, name: 'UniFi Switch Aggregation 8-Port SFP+' },
    { id: 3, name: 'CX 6100 24G 4SFP+ Switch' },
    { id: 4, name: 'Catalyst 1000 8-Port SFP Switch' },
    { id: 5, name: 'My Passport 4TB Portable Hard Drive' },
    { id: 6, name: 'UniFi U6 Lite Access Point' },
  ]);

  it('finds a word typed as two', () => {
    expect(store.search('bar code').ids).toEqual([1]);
    expect(store.search('uni fi switch').ids).toEqual([2]);
  });

  it('finds two words typed as one, where both are words of the catalogue', () => {
    expect(store.search('harddrive').ids).toEqual([5]);
    expect(store.search('accesspoint').ids).toEqual([6]);
  });

  it('reads a plus ending a word as "plus", written either way', () => {
    expect(store.search('sfp+').ids.sort()).toEqual([2, 3]);
    expect(store.search('sfp plus').ids.sort()).toEqual([2, 3]);
    expect(store.search('sfpplus').ids.sort()).toEqual([2, 3]);
    expect(store.search('sfp').ids.sort()).toEqual([2, 3, 4]);
  });
});

describe('acronyms', () => {
  const store = shop([
    { id: 1, name: 'HT812 2-Port Analog Telephone Adapter' },
    { id: 2, name: 'Grandstream GXP1625 IP Phone' },
    { id: 3, name: 'Sunmi T2', categories: ['Point of Sale'] },
    { id: 4, name: 'Cloud Router Switch CRS326' },
  ]);

  it('finds a product by the initials of the capitalised words of its name or category', () => {
    expect(store.search('ata').ids).toEqual([1]);
    expect(store.search('pos').ids).toEqual([3]);
    expect(store.search('crs').ids).toEqual([4]);
  });

  it('puts a name that prints the word before one whose initials spell it', () => {
    const both = shop([
      { id: 1, name: 'Cloud Router Switch 326' },
      { id: 2, name: 'CRS309 Switch' },
    ]);
    expect(both.search('crs').ids).toEqual([2, 1]);
  });
});
