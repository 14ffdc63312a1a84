/**
 * The parts of the /products island (ProductsBrowser.tsx) that only draw what its state
 * (listing-browser-state.ts) gives them.
 */
import type { ReactNode, Ref } from 'react';
import type { Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages';
import EmptyResults from '../../views/listing/EmptyResults';
import type { Shown } from './listing-browser-state';
import ResultCards from './ResultCards';

interface TitleProps {
  headingRef: Ref<HTMLHeadingElement>;
  heading: string;
  status: string;
  leftOut: string | null;
}

/**
 * The listing's heading, the target of focus after a page link, and the live count below it, led by
 * the words a search left out: announced with the count, without taking focus.
 */
export function ListingTitle({ headingRef, heading, status, leftOut }: TitleProps) {
  return (
    <div>
      <h1
        id="products-heading"
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-28 text-2xl font-bold text-ink sm:text-3xl"
      >
        {heading}
      </h1>
      <p role="status" className="mt-1 text-sm text-ink-muted">
        {leftOut && <span className="block font-medium text-ink">{leftOut}</span>}
        {status}
      </p>
    </div>
  );
}

export function ListingFailure({
  onRetry,
  t,
}: {
  onRetry: () => void;
  t: Pick<Messages['listing'], 'failed' | 'tryAgain'>;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-danger/40 bg-white p-6"
    >
      <p className="font-semibold text-danger">{t.failed}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t.tryAgain}
      </button>
    </div>
  );
}

interface CardsProps {
  shown: Shown;
  gridRef: Ref<HTMLUListElement>;
  productsHref: string;
  pricesIncludeVat: boolean;
  /** The pre-rendered grid of page 1. */
  children?: ReactNode;
  locale: Locale;
  t: Messages['listing'];
  cardT: Messages['card'];
}

/** The pre-rendered grid until another view is shown, then that view's cards or the empty state. */
export function ListingCards({
  shown,
  gridRef,
  productsHref,
  pricesIncludeVat,
  children,
  locale,
  t,
  cardT,
}: CardsProps) {
  if (shown.kind === 'prerendered') return children;
  if (shown.total === 0) return <EmptyResults productsHref={productsHref} t={t} />;
  return (
    <ResultCards
      key={shown.view}
      ref={gridRef}
      cards={shown.cards}
      all={shown.page > shown.firstPage}
      pricesIncludeVat={pricesIncludeVat}
      locale={locale}
      t={cardT}
    />
  );
}

export function LoadMore({
  loading,
  onClick,
  t,
}: {
  loading: boolean;
  onClick: () => void;
  t: Pick<Messages['listing'], 'loadMore' | 'loadingMore'>;
}) {
  return (
    <div className="mt-8 flex justify-center">
      <button
        type="button"
        disabled={loading}
        onClick={onClick}
        className="btn btn-primary min-h-11 min-w-40 disabled:opacity-70"
      >
        {loading ? t.loadingMore : t.loadMore}
      </button>
    </div>
  );
}
