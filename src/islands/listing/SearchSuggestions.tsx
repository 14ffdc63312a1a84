/**
 * The header search box. Without JavaScript it is a plain GET form to /products?search=...; once
 * hydrated it is a WAI-ARIA combobox offering up to 10 suggestions (matching categories, then
 * products with picture and price) as the shopper types, asked of the server's suggestions route
 * once typing pauses (search-suggestions-state.ts).
 */
import type { Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages';
import { useSearchSuggestions } from './search-suggestions-state';
import { SearchButton, SuggestionList } from './search-suggestions-views';

interface Props {
  /** The input's id: the header has two boxes (desktop and mobile). */
  id: string;
  /** Classes for the form, which is the box's outer element. */
  className?: string;
  locale: Locale;
  t: Messages['search'];
}

export default function SearchSuggestions({ id, className, locale, t }: Props) {
  const box = useSearchSuggestions({ id, locale, t });
  const listId = `${id}-list`;
  return (
    <form
      action={box.urls.products}
      method="get"
      role="search"
      noValidate={box.hydrated}
      onSubmit={box.submit}
      className={`relative ${className ?? ''}`}
    >
      <label htmlFor={id} className="sr-only">
        {t.label}
      </label>
      <div className="flex w-full">
        <input
          ref={box.inputRef}
          id={id}
          name="search"
          // A text box: HTML allows the combobox role and aria-expanded on type=text, not on
          // type=search; inputMode and enterKeyHint keep a phone's search keyboard.
          type="text"
          inputMode="search"
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
          aria-expanded={box.expanded}
          aria-controls={listId}
          aria-activedescendant={box.activeId}
          value={box.term}
          onChange={(e) => box.type(e.target.value)}
          onKeyDown={box.onKeyDown}
          onBlur={box.close}
          className={[
            'h-11 min-w-0 flex-1 rounded-s-md border border-e-0 border-gray-400 bg-white px-3',
            'text-base text-ink placeholder:text-ink-muted focus-visible:border-brand-600',
            'focus-visible:outline-offset-0',
          ].join(' ')}
        />
        <SearchButton label={t.submit} />
      </div>
      <SuggestionList id={listId} box={box} locale={locale} t={t} />
      <p role="status" className="sr-only">
        {box.status}
      </p>
    </form>
  );
}
