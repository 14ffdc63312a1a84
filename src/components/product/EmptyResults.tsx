/**
 * SPEC section 2 empty state of listings and searches: rendered to static HTML by the listing pages
 * and drawn by the /products island, one markup for both.
 */
import type { Messages } from '../../i18n/messages';

interface Props {
  /** Where "Browse Products" leads: /products in the page's language. */
  productsHref: string;
  t: Pick<Messages['listing'], 'emptyTitle' | 'emptyText' | 'browse'>;
}

export default function EmptyResults({ productsHref, t }: Props) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
      <h2 className="text-xl font-semibold text-ink">{t.emptyTitle}</h2>
      <p className="max-w-md text-ink-muted">
        {t.emptyText}
      </p>
      <a href={productsHref} className="btn btn-primary">
        {t.browse}
      </a>
    </div>
  );
}
