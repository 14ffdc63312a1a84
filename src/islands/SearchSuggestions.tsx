/**
 * The header search box. Without JavaScript it is a plain GET form to /products?search=...; once
 * hydrated it is a WAI-ARIA combobox offering up to 10 suggestions (matching categories, then
 * products with picture and price) as the shopper types, asked of the server's suggestions route
 * once typing pauses; a newer term aborts the request of an older one.
 */
import { useEffect, useMemo, useRef, useState, type SubmitEvent, type KeyboardEvent } from 'react';
import { defaultQuery } from '../domain/listing-query';
import type { SuggestionsAnswer } from '../data-format/listing-answers';
import { minSuggestLength } from '../domain/search-terms';
import { shopUrls, type ShopUrls } from '../domain/urls';
import { fill, formatMoney, plural } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import type { Messages } from '../i18n/messages';
import { fetchSuggestions } from './products/listing-client';

/** How long typing must pause before the box asks: a fast typist's keys come closer together than this. */
const typingPauseMs = 120;

interface Props {
  /** The input's id: the header has two boxes (desktop and mobile). */
  id: string;
  /** Classes for the form, which is the box's outer element. */
  className?: string;
  locale: Locale;
  t: Messages['search'];
}

type Option =
  | { kind: 'category'; key: string; label: string; parent: string | null; href: string }
  | { kind: 'product'; key: string; name: string; price: number; image: string; href: string };

/** The last answer, and the term it answered; until a newer one comes it stays on show. */
type Suggested = { state: 'idle' } | { state: 'failed'; term: string } | { state: 'ready'; term: string; answer: SuggestionsAnswer };

/** In-page move when already on /products (its island follows the URL), a page load otherwise. */
function goTo(href: string, urls: ShopUrls) {
  const url = new URL(href, window.location.href);
  if (url.pathname === urls.products && window.location.pathname.replace(/\/$/, '') === urls.products) {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  } else {
    window.location.assign(url);
  }
}

function toOptions(answer: SuggestionsAnswer, urls: ShopUrls): Option[] {
  return [
    ...answer.categories.map(
      (c): Option => ({
        kind: 'category',
        key: `c${c.id}`,
        label: c.name,
        parent: c.parentName,
        href: urls.category(c, c.parentId === null ? null : { id: c.parentId }),
      }),
    ),
    ...answer.products.map(
      (p): Option => ({ kind: 'product', key: `p${p.id}`, name: p.name, price: p.price, image: p.image, href: urls.product(p.slug) }),
    ),
  ];
}

export default function SearchSuggestions({ id, className, locale, t }: Props) {
  const urls = shopUrls(locale);
  const listId = `${id}-list`;
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The term typed last, trimmed: set by keystrokes only, so a search shown from the URL asks nothing.
  const [wanted, setWanted] = useState<string | null>(null);
  const [suggested, setSuggested] = useState<Suggested>({ state: 'idle' });
  const [hydrated, setHydrated] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    setHydrated(true);
    // What a shopper typed before the island ran stays (the next render would otherwise empty
    // the box); else, on /products, the box shows the search being looked at.
    const typed = input.current?.value ?? '';
    if (typed) setTerm(typed);
    else if (window.location.pathname.replace(/\/$/, '') === urls.products) {
      setTerm(new URLSearchParams(window.location.search).get('search')?.trim() ?? '');
    }
  }, []);

  useEffect(() => {
    if (wanted === null || wanted.length < minSuggestLength) {
      setSuggested({ state: 'idle' });
      return;
    }
    const request = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(wanted, locale, request.signal).then(
        (answer) => !request.signal.aborted && setSuggested({ state: 'ready', term: wanted, answer }),
        () => !request.signal.aborted && setSuggested({ state: 'failed', term: wanted }),
      );
    }, typingPauseMs);
    return () => {
      clearTimeout(timer);
      request.abort();
    };
  }, [wanted, locale]);

  const options = useMemo(() => (suggested.state === 'ready' ? toOptions(suggested.answer, urls) : []), [suggested]);
  const expanded = open && options.length > 0;
  const optionId = (i: number) => `${id}-option-${i}`;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function choose(option: Option) {
    close();
    setWanted(null);
    goTo(option.href, urls);
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // The box, not the state: a search typed before the island ran can be submitted before the
    // render that copies it into the state.
    const search = (input.current?.value ?? term).trim();
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
        setActive((a) => (a === -1 ? (step === 1 ? 0 : n - 1) : (a + step + n) % n));
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

  const current = term.trim();
  const status =
    suggested.state === 'failed' && suggested.term === current
      ? t.unavailable
      : !open || current.length < minSuggestLength
        ? ''
        : suggested.state === 'ready' && suggested.term === current
          ? options.length === 0
            ? t.none
            : plural(t.found, options.length, locale)
          : t.loading;

  return (
    <form action={urls.products} method="get" role="search" noValidate={hydrated} onSubmit={submit} className={`relative ${className ?? ''}`}>
      <label htmlFor={id} className="sr-only">
        {t.label}
      </label>
      <div className="flex w-full">
        <input
          ref={input}
          id={id}
          name="search"
          type="search"
          // Without JavaScript the browser refuses a blank search; with it, submit() ignores one.
          required
          pattern=".*\S.*"
          title={t.hint}
          placeholder={t.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          value={term}
          onChange={(e) => {
            setTerm(e.target.value);
            setOpen(true);
            setActive(-1);
            setWanted(e.target.value.trim());
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
          className="h-11 min-w-0 flex-1 rounded-s-md border border-e-0 border-gray-400 bg-white px-3 text-base text-ink placeholder:text-ink-muted focus-visible:border-brand-600 focus-visible:outline-offset-0"
        />
        <button
          type="submit"
          className="inline-flex h-11 shrink-0 items-center justify-center rounded-e-md bg-brand-700 px-4 text-white hover:bg-brand-800"
        >
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" className="fill-current">
            <path d="M8.5 2a6.5 6.5 0 0 1 5.2 10.4l4.4 4.4-1.4 1.4-4.4-4.4A6.5 6.5 0 1 1 8.5 2zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9z" />
          </svg>
          <span className="sr-only">{t.submit}</span>
        </button>
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={t.suggestions}
        hidden={!expanded}
        // Keeps focus in the box while an option is clicked.
        onMouseDown={(e) => e.preventDefault()}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-md border border-gray-200 bg-white py-1 text-ink shadow-lg"
      >
        {options.map((option, i) => (
          <li
            key={option.key}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            onClick={() => choose(option)}
            onMouseMove={() => i !== active && setActive(i)}
            className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${i === active ? 'bg-brand-50' : ''}`}
          >
            {option.kind === 'category' ? (
              <>
                <span className="rounded bg-gray-100 px-1.5 py-0.5 text-xs font-semibold text-ink-muted">{t.category}</span>
                <span className="font-medium">
                  {option.label}
                  {option.parent && <span className="text-ink-muted">{fill(t.inParent, { parent: option.parent })}</span>}
                </span>
              </>
            ) : (
              <>
                <img
                  src={option.image}
                  width={40}
                  height={40}
                  alt=""
                  className="size-10 shrink-0 object-contain"
                />
                <span className="min-w-0 flex-1">
                  <span dir="auto" className="line-clamp-2 font-medium">{option.name}</span>
                  <span className="block font-semibold text-ink-muted">{formatMoney(option.price, locale)}</span>
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {status}
      </p>
    </form>
  );
}
