/**
 * A list of product cards in a pre-rendered page, drawn in one React render: a render per card
 * costs more than the card itself (ProductGrid.astro).
 */
import type { CardData } from '../../domain/card/data-files';
import type { Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages';
import { isPlaceholder } from '../../domain/picture';
import ProductCardView from './ProductCardView';

interface Props {
  cards: CardData[];
  className: string;
  /** How many leading cards load their image at once (those above the fold). */
  eagerCount: number;
  headingLevel: 'h2' | 'h3';
  pricesIncludeVat: boolean;
  locale: Locale;
  t: Messages['card'];
}

export default function ProductCardList({
  cards,
  className,
  eagerCount,
  headingLevel,
  pricesIncludeVat,
  locale,
  t,
}: Props) {
  // The first eager card with a picture: a product without one draws no image to fetch.
  const first = cards.slice(0, eagerCount).findIndex((card) => !isPlaceholder(card.picture));
  return (
    <ul className={className}>
      {cards.map((card, i) => (
        // Cards after the eager ones are laid out when they near the screen (see .render-near-view
        // and .card-grid, which sizes them meanwhile).
        <li key={card.id} className={i < eagerCount ? undefined : 'render-near-view'}>
          <ProductCardView
            product={card}
            eager={i < eagerCount}
            first={i === first}
            headingLevel={headingLevel}
            pricesIncludeVat={pricesIncludeVat}
            locale={locale}
            t={t}
          />
        </li>
      ))}
    </ul>
  );
}
