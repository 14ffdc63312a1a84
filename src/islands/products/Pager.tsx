/**
 * Page links of the island, the twin of src/components/Pagination.astro: real links (so they open
 * in a new tab and work as shared URLs); ProductsBrowser turns a plain click into an in-page move.
 */
import { pageWindow } from '../../domain/pagination';
import type { Messages } from '../../i18n/messages';

interface Props {
  current: number;
  last: number;
  href: (page: number) => string;
  label: string;
  t: Pick<Messages['listing'], 'previous' | 'next' | 'page'>;
}

const linkClass = 'inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-medium';
const idle = `${linkClass} border-gray-300 bg-white hover:border-brand-700`;
const disabled = `${linkClass} border-gray-200 text-gray-500`;

export default function Pager({ current, last, href, label, t }: Props) {
  if (last <= 1) return null;
  return (
    <nav aria-label={label} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1.5">
        <li>
          {current > 1 ? (
            <a href={href(current - 1)} rel="prev" className={idle}>
              {t.previous}
            </a>
          ) : (
            <span aria-disabled="true" className={disabled}>
              {t.previous}
            </span>
          )}
        </li>
        {pageWindow(current, last).map((item, i) => (
          <li key={item === 'gap' ? `gap-${i}` : item}>
            {item === 'gap' ? (
              <span className="px-1 text-ink-muted" aria-hidden="true">
                …
              </span>
            ) : (
              <a
                href={href(item)}
                aria-current={item === current ? 'page' : undefined}
                className={item === current ? `${linkClass} border-brand-700 bg-brand-700 text-white` : idle}
              >
                <span className="sr-only">{t.page}</span>
                {item}
              </a>
            )}
          </li>
        ))}
        <li>
          {current < last ? (
            <a href={href(current + 1)} rel="next" className={idle}>
              {t.next}
            </a>
          ) : (
            <span aria-disabled="true" className={disabled}>
              {t.next}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
