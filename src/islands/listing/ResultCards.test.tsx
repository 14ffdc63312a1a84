import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CardData } from '../../domain/card/data-files';
import { placeholderPicture } from '../../domain/picture';
import { messagesFor } from '../../i18n/messages';
import ResultCards, { firstScreenCards } from './ResultCards';

const cards: CardData[] = Array.from({ length: 24 }, (_, i) => ({
  id: i + 1,
  slug: `switch-${i + 1}`,
  name: `Switch ${i + 1}`,
  nameAr: null,
  code: `C-${i + 1}`,
  brand: 'Cisco',
  price: 100_000 + i,
  salePrice: null,
  vatPercent: 5,
  inStock: true,
  picture: placeholderPicture,
}));

const drawn = (all: boolean) =>
  [
    ...renderToStaticMarkup(
      <ResultCards
        cards={cards}
        all={all}
        pricesIncludeVat
        locale="en"
        t={messagesFor('en').card}
      />,
    ).matchAll(/>(Switch \d+)</g),
  ].map((m) => m[1]);

describe('ResultCards', () => {
  it("draws a new view's first screen of cards in its first render, in order", () => {
    expect(firstScreenCards).toBe(8);
    expect(drawn(false)).toEqual(cards.slice(0, firstScreenCards).map((c) => c.name));
  });

  it('draws every card at once for Load More, whose focus goes to the first new one', () => {
    expect(drawn(true)).toEqual(cards.map((c) => c.name));
  });
});
