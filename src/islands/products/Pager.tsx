/**
 * Page links of the island, the twin of src/components/Pagination.astro: real links (so they open
 * in a new tab and work as shared URLs); ProductsBrowser turns a plain click into an in-page move.
 */
import { pageWindow } from '../../domain/pagination';

interface Props {
  current: number;
  last: number;
  href: (page: number) => string;
  label: string;
}

const linkClass = 'inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-medium';
const idle = `${linkClass} border-gray-300 bg-white hover:border-brand-700`;
const disabled = `${linkClass} border-gray-200 text-gray-500`;

export default function Pager({ current, last, href, label }: Props) {
  if (last <= 1) return null;
  return (
    <nav aria-label={label} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1.5">
        <li>
          {current > 1 ? (
            <a href={href(current - 1)} rel="prev" className={idle}>
              Previous
            </a>
          ) : (
            <span aria-disabled="true" className={disabled}>
              Previous
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
                <span className="sr-only">Page </span>
                {item}
              </a>
            )}
          </li>
        ))}
        <li>
          {current < last ? (
            <a href={href(current + 1)} rel="next" className={idle}>
              Next
            </a>
          ) : (
            <span aria-disabled="true" className={disabled}>
              Next
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
