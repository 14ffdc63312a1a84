import { describe, expect, it } from 'vitest';
import { readSettings } from '../shop-src.ts';
import { catalogueRefusal } from './catalogue-guard.ts';

const guardOptionsFromEnv = (env: Record<string, string>) => readSettings(env).releases;

const lastGood = { products: 500, source: 'release 20250101-000000-abcd' };
const defaults = guardOptionsFromEnv({});

describe('catalogue guard', () => {
  it('refuses an empty catalogue, even with the shrink override', () => {
    expect(catalogueRefusal(0, null, defaults)).toMatch(/no products/);
    expect(catalogueRefusal(0, lastGood, { ...defaults, allowShrink: true })).toMatch(
      /no products/,
    );
  });

  it('allows up to 20% fewer products than the last good build by default, not more', () => {
    expect(catalogueRefusal(400, lastGood, defaults)).toBeNull();
    const refusal = catalogueRefusal(399, lastGood, defaults);
    expect(refusal).toMatch(
      /399 products, 20% fewer than the last good build \(500 in release 20250101-000000-abcd/,
    );
    expect(refusal).toMatch(/ALLOW_CATALOGUE_SHRINK=1/);
    expect(catalogueRefusal(50, lastGood, defaults)).toMatch(/90% fewer/);
  });

  it('lets an intended clear-out through with ALLOW_CATALOGUE_SHRINK=1', () => {
    expect(
      catalogueRefusal(50, lastGood, guardOptionsFromEnv({ ALLOW_CATALOGUE_SHRINK: '1' })),
    ).toBeNull();
  });

  it('takes the threshold from CATALOGUE_MAX_SHRINK as a share or a percentage', () => {
    expect(
      catalogueRefusal(450, lastGood, guardOptionsFromEnv({ CATALOGUE_MAX_SHRINK: '5%' })),
    ).toMatch(/10% fewer/);
    expect(
      catalogueRefusal(300, lastGood, guardOptionsFromEnv({ CATALOGUE_MAX_SHRINK: '0.5' })),
    ).toBeNull();
    expect(() => guardOptionsFromEnv({ CATALOGUE_MAX_SHRINK: 'lots' })).toThrow(
      /CATALOGUE_MAX_SHRINK/,
    );
  });

  it('has nothing to compare with on a first build, and growth always passes', () => {
    expect(catalogueRefusal(3, null, defaults)).toBeNull();
    expect(catalogueRefusal(900, lastGood, defaults)).toBeNull();
  });
});
