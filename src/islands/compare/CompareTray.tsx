/**
 * The compare tray: fixed at the bottom of the page, outside its flow, once a product is chosen;
 * its pictures and names, a remove button each, and the link to /compare. It is hydrated by
 * `client:compare` only when there is something to compare, and from then on carries out every
 * Compare toggle's press (compare-tray-state.ts). What is said about a press goes to a live region;
 * a refused fifth product is also shown.
 */
import { shopUrls } from '../../domain/urls';
import { fill } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import { useCompareTray, type CompareTrayWords } from './compare-tray-state';
import { TrayItem } from './compare-tray-views';

export { compareTrayKeys } from './compare-tray-state';

interface Props {
  locale: Locale;
  t: CompareTrayWords;
}

export default function CompareTray({ locale, t }: Props) {
  const tray = useCompareTray(t);
  const urls = shopUrls(locale);
  if (!tray.mounted) return null;
  const { items, notice, shown } = tray;
  return (
    <div className="fixed inset-x-0 bottom-0 z-40">
      <p
        role="status"
        className={
          notice.refused && shown
            ? 'container-shop bg-amber-50 py-2 text-sm font-semibold text-ink'
            : 'sr-only'
        }
        data-compare-notice
      >
        {notice.text}
      </p>
      {shown && (
        <aside
          ref={tray.trayRef}
          aria-labelledby="compare-tray-heading"
          className="border-t border-gray-200 bg-white shadow-[0_-4px_16px_rgb(0_0_0/0.08)]"
          data-compare-tray
        >
          <div className="container-shop flex items-center gap-2 py-2 sm:gap-4">
            <h2 id="compare-tray-heading" className="sr-only">
              {t.trayLabel}
            </h2>
            <ul className="flex min-w-0 flex-1 gap-2 sm:gap-3">
              {items.map((item) => (
                <TrayItem
                  key={item.id}
                  item={item}
                  href={urls.product(item.slug)}
                  removeLabel={fill(t.remove, { name: item.name })}
                  onRemove={() => tray.remove(item)}
                />
              ))}
            </ul>
            <a
              ref={tray.openLinkRef}
              href={urls.compare}
              className="btn btn-primary min-h-11 shrink-0 whitespace-nowrap px-3 sm:px-4"
              data-compare-open
            >
              {fill(t.open, { count: items.length })}
            </a>
            <button
              type="button"
              className={[
                'shrink-0 text-sm font-semibold text-ink-muted underline-offset-2 hover:text-danger',
                'hover:underline',
              ].join(' ')}
              onClick={tray.clear}
            >
              {t.clear}
            </button>
          </div>
        </aside>
      )}
    </div>
  );
}
