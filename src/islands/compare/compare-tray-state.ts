/**
 * The state of the compare tray (CompareTray.tsx): the chosen products, what was last said about
 * them, and the page's Compare toggles. From its mount it carries out every toggle's press (and
 * those pressed before it was ready) and keeps the toggles' pressed state in step with the store
 * (in this tab and, through the store, in the others).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { CompareItem } from '../../domain/compare/compare';
import { fill } from '../../i18n/format';
import type { Messages } from '../../i18n/messages';
import { $compare, clearCompared, removeCompared, toggleCompared } from '../../stores/compare';
import { pendingAttribute, readyAttribute, toggleSelector } from '../../stores/compare-signals';
import { useMounted } from '../../browser/use-mounted';

export const compareTrayKeys = [
  'trayLabel',
  'remove',
  'open',
  'clear',
  'added',
  'removed',
  'cleared',
  'full',
] as const;
export type CompareTrayWords = Pick<Messages['compare'], (typeof compareTrayKeys)[number]>;

/**
 * The product a toggle stands for: the product page's toggle carries it (CompareToggle), a card's
 * is read from its card: the title's link, and the smallest picture of its srcset.
 */
function itemOf(toggle: HTMLElement): CompareItem | null {
  const id = Number(toggle.dataset.compareToggle);
  const card = toggle.closest('[data-product-card]');
  const link = card?.querySelector<HTMLAnchorElement>('h2 a, h3 a');
  const slug = toggle.dataset.slug ?? link?.pathname.split('/').pop();
  const name = toggle.dataset.name ?? link?.textContent?.trim();
  const image =
    toggle.dataset.image ?? card?.querySelector('img')?.getAttribute('srcset')?.split(' ')[0];
  return Number.isSafeInteger(id) && id > 0 && slug && name
    ? { id, slug, name, image: image || null }
    : null;
}

/** Carries out the presses of the page's toggles, from mount on and those that waited for it. */
function useTogglePresses(t: CompareTrayWords, say: (notice: Notice) => void) {
  useEffect(() => {
    const press = (toggle: HTMLElement) => {
      const item = itemOf(toggle);
      if (!item) return;
      const outcome = toggleCompared(item);
      const words = { added: t.added, removed: t.removed, full: t.full };
      say({ text: fill(words[outcome], { name: item.name }), refused: outcome === 'full' });
    };
    for (const pending of document.querySelectorAll<HTMLElement>(`[${pendingAttribute}]`)) {
      pending.removeAttribute(pendingAttribute);
      press(pending);
    }
    const onClick = (event: MouseEvent) => {
      const toggle =
        event.target instanceof Element ? event.target.closest<HTMLElement>(toggleSelector) : null;
      if (toggle) press(toggle);
    };
    document.addEventListener('click', onClick);
    document.documentElement.setAttribute(readyAttribute, '');
    return () => {
      document.removeEventListener('click', onClick);
      document.documentElement.removeAttribute(readyAttribute);
    };
  }, [t, say]);
}

/** Keeps every toggle's aria-pressed in step with the chosen ids (comma-separated). */
function usePressedToggles(chosen: string) {
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
}

/** What the live region says; a refused fifth product is also shown. */
export interface Notice {
  text: string;
  refused: boolean;
}

export function useCompareTray(t: CompareTrayWords) {
  const mounted = useMounted();
  const items = useStore($compare);
  const [notice, setNotice] = useState<Notice>({ text: '', refused: false });
  const trayRef = useRef<HTMLElement>(null);
  const openLinkRef = useRef<HTMLAnchorElement>(null);
  useTogglePresses(t, setNotice);
  usePressedToggles(items.map((item) => String(item.id)).join(','));

  // The page's end stays reachable above the tray: a margin below the body moves nothing on screen.
  const shown = mounted && items.length > 0;
  useEffect(() => {
    const element = trayRef.current;
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

  return {
    mounted,
    items,
    notice,
    shown,
    trayRef,
    openLinkRef,
    remove(item: CompareItem) {
      removeCompared(item.id);
      setNotice({ text: fill(t.removed, { name: item.name }), refused: false });
      openLinkRef.current?.focus();
    },
    clear: () => {
      clearCompared();
      setNotice({ text: t.cleared, refused: false });
    },
  };
}
