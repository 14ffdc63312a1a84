/**
 * The parts of the header's search box (SearchSuggestions.tsx) that only draw what its state
 * (search-suggestions-state.ts) gives them.
 */
import { fill, formatMoney } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages';
import type { SearchBox, SuggestionOption } from './search-suggestions-state';

export function SearchButton({ label }: { label: string }) {
  return (
    <button
      type="submit"
      className={[
        'inline-flex h-11 shrink-0 items-center justify-center rounded-e-md bg-brand-700 px-4',
        'text-white hover:bg-brand-800',
      ].join(' ')}
    >
      <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" className="fill-current">
        <path d="M8.5 2a6.5 6.5 0 0 1 5.2 10.4l4.4 4.4-1.4 1.4-4.4-4.4A6.5 6.5 0 1 1 8.5 2zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9z" />
      </svg>
      <span className="sr-only">{label}</span>
    </button>
  );
}

/** A suggestion's content: a category with its parent, or a product with its picture and price. */
function OptionContent({
  option,
  locale,
  t,
}: {
  option: SuggestionOption;
  locale: Locale;
  t: Messages['search'];
}) {
  if (option.kind === 'category') {
    return (
      <>
        <span className="rounded bg-gray-100 px-1.5 py-0.5 text-xs font-semibold text-ink-muted">
          {t.category}
        </span>
        <span className="font-medium">
          {option.label}
          {option.parent && (
            <span className="text-ink-muted">{fill(t.inParent, { parent: option.parent })}</span>
          )}
        </span>
      </>
    );
  }
  return (
    <>
      <img
        src={option.image}
        width={40}
        height={40}
        alt=""
        className="size-10 shrink-0 object-contain"
      />
      <span className="min-w-0 flex-1">
        <span dir="auto" className="line-clamp-2 font-medium">
          {option.name}
        </span>
        <span className="block font-semibold text-ink-muted">
          {formatMoney(option.price, locale)}
        </span>
      </span>
    </>
  );
}

interface ListProps {
  id: string;
  /** The box's state: the options, the active one, and what choosing or pointing at one does. */
  box: Pick<
    SearchBox,
    'options' | 'active' | 'expanded' | 'optionId' | 'choose' | 'point' | 'leftOut'
  >;
  locale: Locale;
  t: Messages['search'];
}

/**
 * The suggestions under the box, led by the words the search left out (the live region says them
 * too).
 */
export function SuggestionList({ id, box, locale, t }: ListProps) {
  const { options, active, expanded, optionId, leftOut } = box;
  return (
    // Keeps focus in the box while an option is clicked; nothing here is pressed.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      hidden={!expanded}
      onMouseDown={(e) => e.preventDefault()}
      className="absolute inset-x-0 top-full z-50 mt-1 rounded-md border border-gray-200 bg-white text-ink shadow-lg"
    >
      {leftOut && (
        <p className="border-b border-gray-200 px-3 py-2 text-sm text-ink-muted">{leftOut}</p>
      )}
      <ul
        id={id}
        role="listbox"
        aria-label={t.suggestions}
        className="max-h-[70vh] overflow-y-auto py-1"
      >
        {options.map((option, i) => (
          // An option of the combobox: the keyboard moves to it with the arrow keys and chooses it
          // with Enter in the box.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={option.key}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            onClick={() => box.choose(option)}
            onMouseMove={() => box.point(i)}
            className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${i === active ? 'bg-brand-50' : ''}`}
          >
            <OptionContent option={option} locale={locale} t={t} />
          </li>
        ))}
      </ul>
    </div>
  );
}
