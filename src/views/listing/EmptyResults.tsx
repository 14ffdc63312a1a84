/**
 * SPEC section 2 empty state of listings and searches: rendered to static HTML by the listing pages
 * and drawn by the /products island, one markup for both.
 */
import type { Messages } from '../../i18n/messages';
import EmptyState from '../EmptyState';

interface Props {
  /** Where "Browse Products" leads: /products in the page's language. */
  productsHref: string;
  t: Pick<Messages['listing'], 'emptyTitle' | 'emptyText' | 'browse'>;
}

export default function EmptyResults({ productsHref, t }: Props) {
  return (
    <EmptyState
      title={t.emptyTitle}
      heading="h2"
      text={t.emptyText}
      action={{ href: productsHref, label: t.browse }}
      framed
    />
  );
}
