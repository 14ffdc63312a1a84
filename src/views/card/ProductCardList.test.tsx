import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CardData } from '../../domain/card/data-files';
import { pictureFor, placeholderPicture } from '../../domain/picture';
import { messagesFor } from '../../i18n/messages';
import ProductCardList from './ProductCardList';

// A portal's flat 600 px upload on every card, as some portals have.
const base = {
  nameAr: null,
  brand: 'Cisco',
  price: 100_000,
  salePrice: null,
  vatPercent: 5,
  inStock: true,
};
const cards: CardData[] = [1, 2, 3, 4, 5, 6].map((id) => ({
  ...base,
  id,
  slug: `s-${id}`,
  name: `S ${id}`,
  code: `C${id}`,
  picture: pictureFor(`k${id}`, 'square', { width: 600, height: 600 }),
}));

const images = (eagerCount: number) =>
  [
    ...renderToStaticMarkup(
      <ProductCardList
        cards={cards}
        className=""
        eagerCount={eagerCount}
        headingLevel="h2"
        pricesIncludeVat
        locale="en"
        t={messagesFor('en').card}
      />,
    ).matchAll(/<img [^>]*>/g),
  ].map(([img]) => ({
    loading: /loading="(\w+)"/.exec(img)?.[1],
    high: /fetchpriority="high"/i.test(img),
  }));

describe('ProductCardList', () => {
  it("fetches the first card's picture, the listing's largest paint, at high priority and no other", () => {
    expect(images(4)).toEqual([
      { loading: 'eager', high: true },
      ...Array.from({ length: 3 }, () => ({ loading: 'eager', high: false })),
      ...Array.from({ length: 2 }, () => ({ loading: 'lazy', high: false })),
    ]);
  });

  it('asks for no picture first on a page whose cards all wait until they near the screen', () => {
    expect(images(0).every((img) => img.loading === 'lazy' && !img.high)).toBe(true);
  });

  it('draws a product without a picture inline, named for screen readers; the next picture has priority', () => {
    const withoutFirst = cards.map((card, i) =>
      i === 0 ? { ...card, picture: placeholderPicture } : card,
    );
    for (const locale of ['en', 'ar'] as const) {
      const t = messagesFor(locale).card;
      const html = renderToStaticMarkup(
        <ProductCardList
          cards={withoutFirst}
          className=""
          eagerCount={4}
          headingLevel="h2"
          pricesIncludeVat
          locale={locale}
          t={t}
        />,
      );
      const first = html.slice(0, html.indexOf('</article>'));
      expect(first).not.toContain('<img');
      expect(html).not.toContain(placeholderPicture.src);
      expect(first).toContain(`role="img" aria-label="${t.noPictureLabel}"`);
      expect(first).toContain(`>${t.noPicture}</text>`);
      expect(
        [...html.matchAll(/<img [^>]*>/g)].map(([img]) => /fetchpriority="high"/i.test(img)),
      ).toEqual([true, false, false, false, false]);
    }
  });
});
