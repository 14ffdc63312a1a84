/**
 * The /compare page: the chosen products side by side, one column each, with their price, stock and
 * Add To Cart, then their key information with rows of the same name aligned and rows that differ
 * highlighted (and said to differ, for screen readers). Records come from the build's compare
 * files, price and stock from the shop's live route (compare-page-state.ts). On a phone the columns
 * scroll sideways while the row names stay.
 */
import { shopUrls } from '../../domain/urls';
import type { Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages';
import EmptyState from '../../views/EmptyState';
import { useComparePage, type CompareProductWords, type CompareWords } from './compare-page-state';
import { Announcement, CompareTable, LoadingOrFailed } from './compare-page-views';

export { compareProductKeys, compareViewKeys } from './compare-page-state';

interface Props {
  indexUrl: string;
  pricesIncludeVat: boolean;
  locale: Locale;
  t: CompareWords;
  productT: CompareProductWords;
  priceT: Pick<Messages['card'], 'salePrice' | 'was'>;
}

export default function CompareView({
  indexUrl,
  pricesIncludeVat,
  locale,
  t,
  productT,
  priceT,
}: Props) {
  const page = useComparePage({ indexUrl, locale, t, productT });
  const urls = shopUrls(locale);

  if (!page.mounted) return <p className="py-8 text-ink-muted">{t.loading}</p>;
  if (page.empty) {
    return (
      <>
        <EmptyState
          title={t.empty}
          heading="h2"
          text={t.emptyHint}
          action={{ href: urls.products, label: t.browse }}
        />
        <Announcement text={page.announcement} />
      </>
    );
  }
  if (page.load !== 'loaded') {
    return (
      <div className="py-8">
        <LoadingOrFailed failed={page.load === 'failed'} onRetry={page.retry} t={t} />
        <Announcement text={page.announcement} />
      </div>
    );
  }

  return (
    <div className="mt-4 flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        {page.columns.length < 2 && <p className="text-ink-muted">{t.addMore}</p>}
        <label className="ms-auto flex items-center gap-2 text-sm font-medium text-ink">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={page.onlyDifferences}
            onChange={(e) => page.setOnlyDifferences(e.target.checked)}
          />
          {t.onlyDifferences}
        </label>
      </div>
      <div
        ref={page.scrollerRef}
        className="relative overflow-x-auto rounded-lg border border-gray-200 bg-white"
        role="region"
        aria-labelledby="compare-caption"
        // Focusable, so a keyboard can scroll the columns (axe's scrollable-region-focusable);
        // labelled by the table's caption.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        data-compare-scroller
      >
        <CompareTable
          columns={page.columns}
          sections={page.sections}
          href={(column) => urls.product(column.record.slug)}
          onRemove={page.remove}
          onAdd={page.add}
          pricesIncludeVat={pricesIncludeVat}
          locale={locale}
          t={t}
          productT={productT}
          priceT={priceT}
        />
      </div>
      <Announcement text={page.announcement} />
    </div>
  );
}
