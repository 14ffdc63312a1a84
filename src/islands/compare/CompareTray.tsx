/**
 * The compare tray: fixed at the bottom of the page, outside its flow, once a product is chosen; its
 * pictures and names, a remove button each, and the link to /compare. It is hydrated by
 * `client:compare` only when there is something to compare, and from then on carries out every
 * Compare toggle's press and keeps the toggles' pressed state in step with the store (in this tab
 * and, through the store, in the others). What is said about a press goes to a live region; a
 * refused fifth product is also shown.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { CompareItem } from '../../domain/compare';
import { shopUrls } from '../../domain/urls';
import { fill } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages';
import { $compare, clearCompared, removeCompared, toggleCompared } from '../../stores/compare';
import { pendingAttribute, readyAttribute, toggleSelector } from '../../stores/compare-signals';
import { Icon } from '../../components/Icon';
import { CartImage } from '../CartImage';
import { useMounted } from '../useMounted';

export const compareTrayKeys = ['trayLabel', 'remove', 'open', 'clear', 'added', 'removed', 'cleared', 'full'] as const;

interface Props {
  locale: Locale;
  t: Pick<Messages['compare'], (typeof compareTrayKeys)[number]>;
}

/**
 * The product a toggle stands for: the product page's toggle carries it (CompareToggle), a card's is
 * read from its card: the title's link, and the smallest picture of its srcset.
 */
function itemOf(toggle: HTMLElement): CompareItem | null {
  const id = Number(toggle.dataset.compareToggle);
  const card = toggle.closest('[data-product-card]');
  const link = card?.querySelector<HTMLAnchorElement>('h2 a, h3 a');
  const slug = toggle.dataset.slug ?? link?.pathname.split('/').pop();
  const name = toggle.dataset.name ?? link?.textContent?.trim();
  const image = toggle.dataset.image ?? card?.querySelector('img')?.getAttribute('srcset')?.split(' ')[0];
  return Number.isSafeInteger(id) && id > 0 && slug && name ? { id, slug, name, image: image || null } : null;
}

export default function CompareTray({ locale, t }: Props) {
  const mounted = useMounted();
  const items = useStore($compare);
  const [notice, setNotice] = useState<{ text: string; refused: boolean }>({ text: '', refused: false });
  const tray = useRef<HTMLElement>(null);
  const openLink = useRef<HTMLAnchorElement>(null);
  const urls = shopUrls(locale);

  useEffect(() => {
    const press = (toggle: HTMLElement) => {
      const item = itemOf(toggle);
      if (!item) return;
      const outcome = toggleCompared(item);
      const words = { added: t.added, removed: t.removed, full: t.full };
      setNotice({ text: fill(words[outcome], { name: item.name }), refused: outcome === 'full' });
    };
    for (const pending of document.querySelectorAll<HTMLElement>(`[${pendingAttribute}]`)) {
      pending.removeAttribute(pendingAttribute);
      press(pending);
    }
    const onClick = (event: MouseEvent) => {
      const toggle = event.target instanceof Element ? event.target.closest<HTMLElement>(toggleSelector) : null;
      if (toggle) press(toggle);
    };
    document.addEventListener('click', onClick);
    document.documentElement.setAttribute(readyAttribute, '');
    return () => {
      document.removeEventListener('click', onClick);
      document.documentElement.removeAttribute(readyAttribute);
    };
  }, [t]);

  const chosen = items.map((item) => String(item.id)).join(',');
  useEffect(() => {
    const ids = new Set(chosen.split(','));
    // Cards the listing island draws later are set as they arrive.
    const sync = () => {
      for (const toggle of document.querySelectorAll<HTMLElement>(toggleSelector)) {
        toggle.setAttribute('aria-pressed', String(ids.has(toggle.dataset.compareToggle ?? '')));
      }
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [chosen]);

  // The page's end stays reachable above the tray: a margin below the body moves nothing on screen.
  const shown = mounted && items.length > 0;
  useEffect(() => {
    const element = tray.current;
    if (!shown || !element) return;
    const resize = new ResizeObserver(() => {
      document.body.style.marginBlockEnd = `${element.offsetHeight}px`;
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      document.body.style.marginBlockEnd = '';
    };
  }, [shown]);

  if (!mounted) return null;
  return (
    <div className="fixed inset-x-0 bottom-0 z-40">
      <p role="status" className={notice.refused && shown ? 'container-shop bg-amber-50 py-2 text-sm font-semibold text-ink' : 'sr-only'} data-compare-notice>
        {notice.text}
      </p>
      {shown && (
        <aside ref={tray} aria-labelledby="compare-tray-heading" className="border-t border-gray-200 bg-white shadow-[0_-4px_16px_rgb(0_0_0/0.08)]" data-compare-tray>
          <div className="container-shop flex items-center gap-2 py-2 sm:gap-4">
            <h2 id="compare-tray-heading" className="sr-only">
              {t.trayLabel}
            </h2>
            <ul className="flex min-w-0 flex-1 gap-2 sm:gap-3">
              {items.map((item) => (
                <li key={item.id} className="relative flex min-w-0 items-center sm:max-w-56 sm:flex-1" data-compare-item={item.id}>
                  <a href={urls.product(item.slug)} className="flex min-w-0 items-center gap-2 rounded-md hover:text-brand-700">
                    <CartImage src={item.image} size={40} />
                    <span dir="auto" className="sr-only text-xs font-semibold sm:not-sr-only sm:line-clamp-2">
                      {item.name}
                    </span>
                  </a>
                  <button
                    type="button"
                    aria-label={fill(t.remove, { name: item.name })}
                    className="absolute -end-2 -top-2 grid size-6 place-items-center rounded-full border border-gray-300 bg-white text-ink-muted hover:text-danger sm:static sm:ms-1 sm:size-8 sm:border-0"
                    onClick={() => {
                      removeCompared(item.id);
                      setNotice({ text: fill(t.removed, { name: item.name }), refused: false });
                      openLink.current?.focus();
                    }}
                  >
                    <Icon name="close" size={16} />
                  </button>
                </li>
              ))}
            </ul>
            <a ref={openLink} href={urls.compare} className="btn btn-primary min-h-11 shrink-0 whitespace-nowrap px-3 sm:px-4" data-compare-open>
              {fill(t.open, { count: items.length })}
            </a>
            <button
              type="button"
              className="shrink-0 text-sm font-semibold text-ink-muted underline-offset-2 hover:text-danger hover:underline"
              onClick={() => {
                clearCompared();
                setNotice({ text: t.cleared, refused: false });
              }}
            >
              {t.clear}
            </button>
          </div>
        </aside>
      )}
    </div>
  );
}
