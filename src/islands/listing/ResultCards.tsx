/**
 * The cards of an answer of the listing route. A new view draws its first screen of cards at once
 * and the rest just after, in React's background lane: on a phone, drawing all of a view's cards
 * before any of them shows, then laying them out, is a wait the shopper sees.
 */
import { useDeferredValue, type Ref } from 'react';
import type { CardData } from '../../domain/card/data-files';
import type { Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages';
import ProductCardView from '../../views/card/ProductCardView';
import { productGridClass } from '../../views/card/grid';

/** Two rows of the widest grid (four columns), four of a phone's: a screen at any width. */
export const firstScreenCards = 8;

interface Props {
  cards: CardData[];
  /** Draw every card in the first render: Load More, which moves focus to its first new card. */
  all: boolean;
  pricesIncludeVat: boolean;
  locale: Locale;
  t: Messages['card'];
  ref?: Ref<HTMLUListElement>;
}

/**
 * Mount it once per view (a `key`): the first screen comes first only on a component's first
 * render.
 */
export default function ResultCards({ cards, all, pricesIncludeVat, locale, t, ref }: Props) {
  const later = useDeferredValue(cards.length, Math.min(cards.length, firstScreenCards));
  const drawn = all ? cards.length : later;
  return (
    <ul ref={ref} className={productGridClass}>
      {cards.slice(0, drawn).map((card, i) => (
        <li key={card.id}>
          <ProductCardView
            product={card}
            eager={i < 4}
            headingLevel="h2"
            pricesIncludeVat={pricesIncludeVat}
            locale={locale}
            t={t}
          />
        </li>
      ))}
    </ul>
  );
}
