/**
 * The recall set (recall-set.ts) on both of its catalogues, each started as a demo portal: every
 * query must find what it wants in the first three results, on /products and in the suggestions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoPortal } from '../../../scripts/demo-portal/server.ts';
import { startTestPortal } from '../../../scripts/demo-portal/test-support.ts';
import { cases, kinds, openShop, recallByKind, score, shops, type OpenShop } from './recall-set';

const shown = (n: number) => n.toFixed(3);

describe.each(shops)('search relevance on $label', (shop) => {
  let portal: DemoPortal;
  let opened: OpenShop;

  beforeAll(async () => {
    portal = await startTestPortal({ products: shop.products, seed: shop.seed });
    opened = await openShop(shop, portal);
  }, 60_000);

  afterAll(async () => {
    await portal.close();
  });

  it('asks about products the catalogue has, in both languages, at least 10 queries of every kind', () => {
    const wantedNowhere = cases
      .filter((c) => c.wanted !== 'nothing' && ![...opened.known.values()].some(c.wanted))
      .map((c) => c.query);
    expect(wantedNowhere).toEqual([]);
    expect(kinds.filter((kind) => cases.filter((c) => c.kind === kind).length < 10)).toEqual([]);
    expect(new Set(cases.map((c) => c.locale))).toEqual(new Set(['en', 'ar']));
  });

  it('finds what each query wants in the first three results, on /products and in suggestions (recall@3)', () => {
    const scored = cases.map((c) => score(opened, c));
    const recall = recallByKind(scored);
    const lines = [
      `${shop.label}: recall@3 over ${recall.whole.queries} queries: ` +
        `/products ${shown(recall.whole.listing)}, suggestions ${shown(recall.whole.suggestions)}`,
      ...recall.kinds.map(
        (r) =>
          `  ${r.kind} (${r.queries}): /products ${shown(r.listing)}, suggestions ${shown(r.suggestions)}`,
      ),
    ];
    console.log(lines.join('\n'));
    const misses = scored
      .filter((s) => s.listing < 1 || s.suggestions < 1)
      .map(
        (s) =>
          `${s.kind}: "${s.query}" ` +
          `(/products ${shown(s.listing)}, suggestions ${shown(s.suggestions)}): ` +
          s.firstThree.join('; '),
      );
    expect(misses).toEqual([]);
  });
});
