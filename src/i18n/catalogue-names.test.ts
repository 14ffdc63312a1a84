import { describe, expect, it } from 'vitest';
import {
  categoryName,
  categorySearchNames,
  productName,
  shopAddress,
  unnamedCategoryWarnings,
} from './catalogue-names';

describe('catalogue names', () => {
  const routers = { name: 'Routers' };

  it("names a category by its language's configured name, else by the portal's", () => {
    expect(categoryName(routers, 'ar')).toBe('راوترات');
    expect(categoryName(routers, 'en')).toBe('Routers');
    expect(categoryName({ name: ' ROUTERS ' }, 'ar')).toBe('راوترات');
    expect(categoryName({ name: 'Drones' }, 'ar')).toBe('Drones');
  });

  it('gives search every configured name of a category and its aliases, by language', () => {
    expect(categorySearchNames(routers)).toEqual({
      names: { ar: 'راوترات' },
      words: ['راوترات', 'راوتر', 'موجه'],
    });
    expect(categorySearchNames({ name: 'Drones' })).toEqual({ names: {}, words: [] });
  });

  it("calls a product by the portal's second name in the languages that use it, when it has one", () => {
    const named = { name: 'MikroTik hAP ax3 Router', nameAr: 'راوتر ميكروتك hAP ax3' };
    expect(productName(named, 'ar')).toBe('راوتر ميكروتك hAP ax3');
    expect(productName(named, 'en')).toBe('MikroTik hAP ax3 Router');
    expect(productName({ ...named, nameAr: null }, 'ar')).toBe('MikroTik hAP ax3 Router');
  });

  it("writes the shop's address in the page's language", () => {
    expect(shopAddress('en').city).toBe('Dubai');
    expect(shopAddress('ar').city).toBe('دبي');
  });
});

describe('the build report on categories a language does not name', () => {
  it('warns once for the Arabic pages, listing each category they show in English with the line to add', () => {
    const warnings = unnamedCategoryWarnings([
      { name: 'Routers' },
      { name: 'Drones' },
      { name: "Kids' Tablets" },
      { name: 'drones ' },
    ]);
    expect(warnings).toEqual([
      [
        "the /ar/ pages show 2 categories by the portal's name: " +
          'categoryNames.ar in src/site.config.ts has no entry for them. ' +
          'Add, with each name in that language:',
        "      'drones': { name: '' },",
        "      'kids\\' tablets': { name: '' },",
      ].join('\n'),
    ]);
  });

  it('says nothing when every category is named', () => {
    expect(unnamedCategoryWarnings([{ name: 'Routers' }, { name: 'Printers' }])).toEqual([]);
  });
});
