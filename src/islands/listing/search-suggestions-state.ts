/**
 * The state of the header's search box (SearchSuggestions.tsx): the term in the box, the
 * suggestions the server's route gave for it, which one is active, and the keys that move through
 * them (the WAI-ARIA combobox pattern). Suggestions are asked for once typing pauses; a newer term
 * aborts the request of an older one.
 */
import {
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
  type SubmitEvent,
} from 'react';
import type { SuggestionsAnswer } from '../../domain/listing/listing-answers';
import { defaultQuery } from '../../domain/listing/listing-query';
import { leftOutNotice, minSuggestLength } from '../../domain/listing/search-terms';
import { shopUrls, type ShopUrls } from '../../domain/urls';
import { plural } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages';
import { fetchSuggestions } from '../../browser/listing/listing-client';

/**
 * How long typing must pause before the box asks: a fast typist's keys come closer together than
 * this.
 */
export const typingPauseMs = 120;

export type SuggestionOption =
  | { kind: 'category'; key: string; label: string; parent: string | null; href: string }
  | { kind: 'product'; key: string; name: string; price: number; image: string; href: string };

/** The last answer, and the term it answered; until a newer one comes it stays on show. */
type Suggested =
  | { state: 'idle' }
  | { state: 'failed'; term: string }
  | { state: 'ready'; term: string; answer: SuggestionsAnswer };

/** In-page move when already on /products (its island follows the URL), a page load otherwise. */
function goTo(href: string, urls: ShopUrls) {
  const url = new URL(href, window.location.href);
  if (
    url.pathname === urls.products &&
    window.location.pathname.replace(/\/$/, '') === urls.products
  ) {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  } else {
    window.location.assign(url);
  }
}

function toOptions(answer: SuggestionsAnswer, urls: ShopUrls): SuggestionOption[] {
  return [
    ...answer.categories.map((c): SuggestionOption => ({
      kind: 'category',
      key: `c${c.id}`,
      label: c.name,
      parent: c.parentName,
      href: urls.category(c, c.parentId === null ? null : { id: c.parentId }),
    })),
    ...answer.products.map((p): SuggestionOption => ({
      kind: 'product',
      key: `p${p.id}`,
      name: p.name,
      price: p.price,
      image: p.image,
      href: urls.product(p.slug),
    })),
  ];
}

/**
 * What the live region says: nothing while the box is closed, else the state of the suggestions for
 * the term in the box.
 */
function statusText(
  suggested: Suggested,
  term: string,
  open: boolean,
  count: number,
  locale: Locale,
  t: Messages['search'],
): string {
  const current = term.trim();
  if (suggested.state === 'failed' && suggested.term === current) return t.unavailable;
  if (!open || current.length < minSuggestLength) return '';
  if (suggested.state !== 'ready' || suggested.term !== current) return t.loading;
  const found = count === 0 ? t.none : plural(t.found, count, locale);
  const leftOut = leftOutNotice(suggested.answer.leftOut, t);
  return leftOut ? `${leftOut} ${found}` : found;
}

/**
 * The suggestions for the term typed last (trimmed; null: nothing typed), asked once typing pauses.
 */
function useSuggested(wanted: string | null, locale: Locale): Suggested {
  const [suggested, setSuggested] = useState<Suggested>({ state: 'idle' });
  useEffect(() => {
    if (wanted === null || wanted.length < minSuggestLength) {
      setSuggested({ state: 'idle' });
      return;
    }
    const request = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(wanted, locale, request.signal).then(
        (answer) =>
          !request.signal.aborted && setSuggested({ state: 'ready', term: wanted, answer }),
        () => !request.signal.aborted && setSuggested({ state: 'failed', term: wanted }),
      );
    }, typingPauseMs);
    return () => {
      clearTimeout(timer);
      request.abort();
    };
  }, [wanted, locale]);
  return suggested;
}

/**
 * Once hydrated, the box keeps what it holds (the next render would otherwise empty it): on
 * /products, the search being looked at, which the header's script put in the box and named in
 * `data-search-shown` (src/browser/shell/header-search.ts), and anything else the shopper typed
 * before the island ran, which is then asked about as typing is. True once done.
 */
function useHydratedTerm(
  inputRef: RefObject<HTMLInputElement | null>,
  { show, typed }: { show: (term: string) => void; typed: (term: string) => void },
): boolean {
  const [hydrated, setHydrated] = useState(false);
  // Once, at hydration: what the box holds then.
  const takeOver = useEffectEvent(() => {
    const inBox = inputRef.current?.value ?? '';
    if (inBox && inBox !== inputRef.current?.dataset.searchShown) typed(inBox);
    else show(inBox);
  });
  useEffect(() => {
    setHydrated(true);
    takeOver();
  }, []);
  return hydrated;
}

/**
 * The option an arrow key moves to among `n`: from none, the first or the last; past either end,
 * round to the other.
 */
const arrowedTo = (active: number, step: 1 | -1, n: number) =>
  active === -1 ? (step === 1 ? 0 : n - 1) : (active + step + n) % n;

interface Options {
  /** The input's id: the options' ids are made from it. */
  id: string;
  locale: Locale;
  t: Messages['search'];
}

export type SearchBox = ReturnType<typeof useSearchSuggestions>;

export function useSearchSuggestions({ id, locale, t }: Options) {
  const urls = useMemo(() => shopUrls(locale), [locale]);
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The term typed last, trimmed: set by typing only (keys, or what the box held from before the
  // island ran), so a search shown from the URL asks nothing.
  const [wanted, setWanted] = useState<string | null>(null);
  const suggested = useSuggested(wanted, locale);
  const inputRef = useRef<HTMLInputElement>(null);
  const hydrated = useHydratedTerm(inputRef, { show: setTerm, typed: type });

  const options = useMemo(
    () => (suggested.state === 'ready' ? toOptions(suggested.answer, urls) : []),
    [suggested, urls],
  );
  const expanded = open && options.length > 0;
  const optionId = (i: number) => `${id}-option-${i}`;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function choose(option: SuggestionOption) {
    close();
    setWanted(null);
    goTo(option.href, urls);
  }

  function type(value: string) {
    setTerm(value);
    setOpen(true);
    setActive(-1);
    setWanted(value.trim());
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // The box, not the state: a search typed before the island ran can be submitted before the
    // render that copies it into the state.
    const search = (inputRef.current?.value ?? term).trim();
    if (search === '') return;
    close();
    // A suggestion still waiting for the pause in typing is not wanted any more.
    setWanted(null);
    goTo(urls.listing({ ...defaultQuery, search }), urls);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const n = options.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (n === 0) return;
        event.preventDefault();
        setOpen(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((a) => arrowedTo(a, step, n));
        return;
      }
      case 'Enter': {
        const option = expanded ? options[active] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        }
        return;
      }
      case 'Escape':
        if (expanded) {
          // The first Escape closes the suggestions only, not the header panel around the box.
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        return;
    }
  }

  return {
    urls,
    term,
    hydrated,
    inputRef,
    options,
    active,
    expanded,
    optionId,
    /** The option the keyboard is on, for aria-activedescendant. */
    activeId: expanded && active >= 0 ? optionId(active) : undefined,
    status: statusText(suggested, term, open, options.length, locale, t),
    /** Which words the suggestions on show left out to find anything. */
    leftOut: suggested.state === 'ready' ? leftOutNotice(suggested.answer.leftOut, t) : null,
    type,
    close,
    choose,
    submit,
    onKeyDown,
    /** The pointer over an option makes it the active one. */
    point: (i: number) => i !== active && setActive(i),
  };
}
