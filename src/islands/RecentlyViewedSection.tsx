/**
 * Draws the recently viewed products into the section RecentlyViewed.astro left hidden, with the
 * card markup of every other grid. Loaded by card-actions only when there is something to show,
 * so a first visit downloads none of it.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import ProductCardList from '../views/card/ProductCardList';
import { gridColumns } from '../views/card/grid';
import { fromSavedCard, type SavedCard } from '../domain/card/saved-card';
import { safeJsonParse } from '../domain/cart/cart';
import type { Locale } from '../i18n/locales';
import type { Messages } from '../i18n/messages';

export function showRecentlyViewedCards(section: HTMLElement, cards: readonly SavedCard[]) {
  const list = section.querySelector('[data-recently-viewed-list]');
  const t = safeJsonParse(section.dataset.cardWords ?? '') as Messages['card'] | undefined;
  if (!list || !t) return;
  const root = createRoot(list);
  flushSync(() =>
    root.render(
      <ProductCardList
        cards={cards.map(fromSavedCard)}
        className={gridColumns.related}
        eagerCount={0}
        headingLevel="h3"
        pricesIncludeVat={section.dataset.pricesIncludeVat === 'true'}
        locale={document.documentElement.lang as Locale}
        t={t}
      />,
    ),
  );
  section.hidden = false;
}
