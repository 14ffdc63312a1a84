import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CardData } from '../../domain/card/data-files';
import { pictureFor } from '../../domain/picture';
import { messagesFor } from '../../i18n/messages';
import ProductCardList from './ProductCardList';

const cards: CardData[] = Array.from({ length: 6 }, (_, i) => ({
  id: i + 1,
  slug: `switch-${i + 1}`,
  name: `Switch ${i + 1}`,
  nameAr: null,
  code: `C-${i + 1}`,
  brand: 'Cisco',
  price: 100_000,
  salePrice: null,
  vatPercent: 5,
  inStock: true,
  // A portal's flat 600 px upload, as issue 39's other portal had.
  picture: pictureFor(`key${i}`, 'square', { width: 600, height: 600 }),
}));

const images = (eagerCount: number) =>
  [...renderToStaticMarkup(<ProductCardList cards={cards} className="" eagerCount={eagerCount} headingLevel="h2" pricesIncludeVat locale="en" t={messagesFor('en').card} />).matchAll(/<img [^>]*>/g)].map(
    ([img]) => ({ loading: /loading="(\w+)"/.exec(img)?.[1], high: /fetchpriority="high"/i.test(img) }),
  );

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
});
