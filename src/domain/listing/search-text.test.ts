import { describe, expect, it } from 'vitest';
import {
  acronymsOf,
  arabicStem,
  chunksOf,
  indexTerms,
  modelKeys,
  processTerm,
  singular,
} from './search-text';

describe('singular', () => {
  it('merges plurals with their singular', () => {
    expect(
      ['switches', 'batteries', 'boxes', 'routers', 'glasses', 'cables'].map(singular),
    ).toEqual(['switch', 'battery', 'box', 'router', 'glass', 'cable']);
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
  it('folds case and accents and drops stop words, in both languages', () => {
    expect(
      ['Café', 'SWITCHES', 'for', 'في'].map((w) => processTerm(chunksOf(w)[0]?.parts[0] ?? '')),
    ).toEqual(['cafe', 'switch', null, null]);
  });
});

describe('Arabic as people write it', () => {
  const same = (a: string, b: string) =>
    expect(chunksOf(a)[0]?.words).toEqual(chunksOf(b)[0]?.words);

  it('writes it one way: alef forms, alef maqsura, taa marbuta, diacritics and tatweel', () => {
    same('أجهزة', 'اجهزه');
    same('إلكترونيات', 'الكترونيات');
    same('مُدارة', 'مداره');
    same('سويـــتش', 'سويتش');
    same('مستوى', 'مستوي');
  });

  it('meets a word with its article and its plurals: ات, ون, ين, and the feminine ة', () => {
    expect(['السويتشات', 'سويتشات', 'سويتش'].map(arabicStem)).toEqual(['سويتش', 'سويتش', 'سويتش']);
    same('طابعة', 'الطابعات');
    same('مبرمج', 'المبرمجون');
    same('مبرمج', 'مبرمجين');
    same('والسماعات', 'سماعة');
  });

  it('keeps "non-" (غير) on the word it negates: unmanaged is not managed', () => {
    expect(chunksOf('سويتشات غير مُدارة').flatMap((c) => c.words)).toEqual(['سويتش', 'غيرمدار']);
  });

  it('leaves short words whole', () => {
    expect(['ديل', 'هاتف', 'شاشة'].map((w) => chunksOf(w)[0]?.words[0])).toEqual([
      'ديل',
      'هاتف',
      'شاش',
    ]);
  });

  it('reads Arabic-Indic digits as Latin digits', () => {
    expect(chunksOf('٤١٠٠ ۴۱۰۰').map((c) => c.words)).toEqual(
      chunksOf('4100 4100').map((c) => c.words),
    );
    expect(chunksOf('FG-٤٠F')[0]?.joined).toBe('fg40f');
  });

  it('parts Arabic from Latin written against it', () => {
    expect(chunksOf('وNAS')[0]?.words).toEqual(['nas']);
  });
});

describe('chunks and the terms they are found by', () => {
  it('keeps a model number whole beside its parts', () => {
    expect(chunksOf('TL-SG1024D')).toEqual([
      {
        typed: 'TL-SG1024D',
        joined: 'tlsg1024d',
        parts: ['tl', 'sg1024d'],
        words: ['tl', 'sg1024d'],
      },
    ]);
  });

  it('finds a chunk of several parts joined, and from each later part on', () => {
    expect(indexTerms(chunksOf('TP-Link TL-SG1024D Wi-Fi'))).toEqual([
      'tp',
      'link',
      'tplink',
      'tl',
      'sg1024d',
      'tlsg1024d',
      'wi',
      'fi',
      'wifi',
    ]);
    expect(indexTerms(chunksOf('1000-24T-4G-L'))).toEqual([
      '1000',
      '24t',
      '4g',
      'l',
      '100024t4gl',
      '24t4gl',
      '4gl',
    ]);
  });

  it("knows a text by the model numbers it names, with and without the maker's prefix", () => {
    expect(modelKeys(chunksOf('TP-Link TL-SG1024D 24-Port Switch'))).toEqual([
      'tlsg1024d',
      'sg1024d',
      '24port',
    ]);
    expect(modelKeys(chunksOf('BenQ MW560 WXGA'))).toEqual(['mw560']);
  });
});

describe('acronymsOf', () => {
  it('takes the initials of runs of capitalised words, with and without their little words', () => {
    expect(acronymsOf('Cloud Router Switch CRS326')).toEqual(['crs']);
    expect(acronymsOf('Point of Sale').sort()).toEqual(['pos']);
    expect(acronymsOf('Point-to-Point Bridges').sort()).toEqual(['ppb', 'ptp', 'ptpb']);
  });

  it('takes none from model numbers, words in capitals or camel case, or fewer than three initials', () => {
    expect(acronymsOf('TP-Link TL-SG1024D UniFi Switch')).toEqual([]);
    expect(acronymsOf('HP LaserJet Pro')).toEqual([]);
  });
});

describe('a plus ending a word', () => {
  it('is read as the word "plus", and a model number ending in + is left alone', () => {
    expect(chunksOf('SFP+ PoE+').map((c) => c.words)).toEqual([
      ['sfp', 'plus'],
      ['poe', 'plus'],
    ]);
    expect(chunksOf('RS1221+')[0]?.words).toEqual(['rs1221']);
  });
});
