/**
 * Page links of the island, the twin of src/components/listing/Pagination.astro (the same parts and
 * look): real links (so they open in a new tab and work as shared URLs); ProductsBrowser turns a
 * plain click into an in-page move.
 */
import { pagerLook } from '../../views/listing/pager-look';
import { pagerParts } from '../../domain/listing/pagination';
import type { Messages } from '../../i18n/messages';

interface Props {
  current: number;
  last: number;
  href: (page: number) => string;
  label: string;
  t: Pick<Messages['listing'], 'previous' | 'next' | 'page'>;
}

export default function Pager({ current, last, href, label, t }: Props) {
  const parts = pagerParts(current, last);
  if (parts.length === 0) return null;
  return (
    <nav aria-label={label} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1.5">
        {parts.map((part, i) => (
          <li key={part.kind === 'page' ? part.page : `${part.kind}-${i}`}>
            {part.kind === 'gap' ? (
              <span className={pagerLook.gap} aria-hidden="true">
                …
              </span>
            ) : part.kind === 'page' ? (
              <a
                href={href(part.page)}
                aria-current={part.current ? 'page' : undefined}
                className={part.current ? pagerLook.current : pagerLook.link}
              >
                <span className="sr-only">{t.page}</span>
                {part.page}
              </a>
            ) : part.page === null ? (
              <span aria-disabled="true" className={pagerLook.disabled}>
                {t[part.kind]}
              </span>
            ) : (
              <a
                href={href(part.page)}
                rel={part.kind === 'previous' ? 'prev' : 'next'}
                className={pagerLook.link}
              >
                {t[part.kind]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
